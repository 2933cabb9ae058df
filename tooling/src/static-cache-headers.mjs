import path from 'node:path';
import { COMPRESSED_COPIES } from './rspack/precompressed-assets-plugin.mjs';

// Files whose name stays the same across releases must be revalidated; the rest carry a content hash.
const REVALIDATED = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'remotes.json', 'config.json']);

/** The file a build's compressed copy (precompressed-assets-plugin.mjs) is answered for. */
function fileOfCopy(name) {
  const suffix = Object.values(COMPRESSED_COPIES).find((copy) => name.endsWith(copy));
  return suffix ? name.slice(0, -suffix.length) : name;
}

export function setStaticCacheHeaders(reply, filePath) {
  const name = fileOfCopy(path.basename(filePath));
  reply.header('Cache-Control', REVALIDATED.has(name) ? 'no-cache' : 'public, max-age=31536000, immutable');
}
