import { existsSync } from 'node:fs';
import path from 'node:path';

// The server-rendering build sits in <version>/server/ beside the browser build
// (tooling/src/rspack/remote-config.mjs); the browser's mf-manifest.json does not name it.
const SERVER_ENTRY = 'server/remoteEntry.js';

/** The manifest's record of one deployed version: its browser entry, and its server entry when built. */
export function versionEntries({ versionDir, origin, version }) {
  const entries = { entry: `${origin}/${version}/remoteEntry.js` };
  if (existsSync(path.join(versionDir, SERVER_ENTRY))) entries.serverEntry = `${origin}/${version}/${SERVER_ENTRY}`;
  return entries;
}
