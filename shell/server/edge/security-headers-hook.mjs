import { securityHeaders } from '@bank/tooling/edge/security-headers.mjs';

/** What an answer that inlined no stylesheet names: one object, so its headers are worked out once too. */
const NO_STYLE_HASHES = Object.freeze([]);

/**
 * Every answer of the shell's server carries the site's security headers (tooling/src/edge/security-headers.mjs).
 * Their CSP, some 13 KB of text, follows from the runtime files' values (the same objects until a file changes:
 * runtime-files.mjs) and a page's style hashes (one array per shared page: render-page.tsx): it is worked out once
 * for each, not for every answer, where it was a tenth of a warm page's garbage.
 */
export async function registerSecurityHeaders(app, files, settings) {
  // A rendered page names the hashes of the stylesheets it inlined (render-page.tsx); no other answer inlines one.
  app.decorateReply('styleHashes', null);
  /** @type {WeakMap<readonly string[], { inputs: unknown[], headers: Array<[string, string]> }>} */
  const madeFor = new WeakMap();
  async function setSecurityHeaders(reply) {
    const inputs = [await files.remoteOrigins(), await files.youtubeEmbedOrigin(), await files.thirdPartyOrigins()];
    const styleHashes = reply.styleHashes ?? NO_STYLE_HASHES;
    let made = madeFor.get(styleHashes);
    if (!made || made.inputs.some((input, index) => input !== inputs[index])) {
      const [remoteOrigins, youtubeEmbedOrigin, thirdParty] = inputs;
      const headers = securityHeaders({ remoteOrigins, youtubeEmbedOrigin, thirdParty, styleHashes, hstsMaxAge: settings.hstsMaxAge });
      made = { inputs, headers: Object.entries(headers) };
      madeFor.set(styleHashes, made);
    }
    for (const [name, value] of made.headers) reply.header(name, value);
  }
  app.addHook('onSend', async (_request, reply, payload) => {
    await setSecurityHeaders(reply);
    return payload;
  });
  // For the answers fastify makes before any hook runs (framework-errors.mjs).
  return setSecurityHeaders;
}
