import { securityHeaders } from '@bank/tooling/edge/security-headers.mjs';

/** Every answer of the shell's server carries the site's security headers (tooling/src/edge/security-headers.mjs). */
export async function registerSecurityHeaders(app, files, settings) {
  // A rendered page names the hashes of the stylesheets it inlined (render-page.tsx); no other answer inlines one.
  app.decorateReply('styleHashes', null);
  app.addHook('onSend', async (_request, reply, payload) => {
    const headers = securityHeaders({
      remoteOrigins: await files.remoteOrigins(),
      youtubeEmbedOrigin: await files.youtubeEmbedOrigin(),
      thirdParty: await files.thirdPartyOrigins(),
      styleHashes: reply.styleHashes ?? [],
      hstsMaxAge: settings.hstsMaxAge,
    });
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    return payload;
  });
}
