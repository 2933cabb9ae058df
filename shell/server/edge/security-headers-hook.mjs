import { createHash } from 'node:crypto';
import { securityHeaders } from '@bank/tooling/edge/security-headers.mjs';

const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/g;
// The inlined stylesheets are build files: a few dozen texts, each hashed once.
const MAX_HASHES_KEPT = 500;

/**
 * The hashes of a page's inlined style elements, for the CSP: the page server inlines the shell's and
 * its blocks' stylesheets (html-document.ts), the same text for every visitor.
 */
function createStyleHashes() {
  const known = new Map();
  return function styleHashesOf(html) {
    const hashes = new Set();
    for (const [, css] of html.matchAll(STYLE_ELEMENT)) {
      let hash = known.get(css);
      if (!hash) {
        hash = `sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}`;
        if (known.size >= MAX_HASHES_KEPT) known.clear();
        known.set(css, hash);
      }
      hashes.add(hash);
    }
    return [...hashes];
  };
}

/** Every answer of the shell's server carries the site's security headers (tooling/src/edge/security-headers.mjs). */
export async function registerSecurityHeaders(app, files, settings) {
  const styleHashesOf = createStyleHashes();
  app.addHook('onSend', async (_request, reply, payload) => {
    const isPage = typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    const headers = securityHeaders({
      remoteOrigins: await files.remoteOrigins(),
      youtubeEmbedOrigin: await files.youtubeEmbedOrigin(),
      thirdParty: await files.thirdPartyOrigins(),
      styleHashes: isPage ? styleHashesOf(payload) : [],
      hstsMaxAge: settings.hstsMaxAge,
    });
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    return payload;
  });
}
