import path from 'node:path';

// Files whose name stays the same across releases must be revalidated; the rest carry a content hash.
const REVALIDATED = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json', 'config.json']);

/** The build's compressed copy of a file (precompressed-assets-plugin.mjs) is answered for the file itself. */
const COMPRESSED_COPY = /\.(br|gz)$/;

export function setStaticCacheHeaders(reply, filePath) {
  const name = path.basename(filePath).replace(COMPRESSED_COPY, '');
  reply.header('Cache-Control', REVALIDATED.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
}
