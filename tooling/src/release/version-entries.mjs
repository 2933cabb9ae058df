import { existsSync } from 'node:fs';
import path from 'node:path';
import { SERVER_BUILD_FOLDER } from '../rspack/remote-config.mjs';

/**
 * The manifest's record of one deployed version: its browser entry, and its server-rendering entry
 * when the remote has that build (the browser's mf-manifest.json does not name it).
 */
export function versionEntries({ versionDir, origin, serverOrigin = origin, version }) {
  const entries = { entry: `${origin}/${version}/remoteEntry.js` };
  if (existsSync(path.join(versionDir, SERVER_BUILD_FOLDER, 'remoteEntry.js'))) {
    entries.serverEntry = `${serverOrigin}/${version}/${SERVER_BUILD_FOLDER}/remoteEntry.js`;
  }
  return entries;
}
