import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BLOCK_TYPES_FILE, SERVER_BUILD_FOLDER } from '../rspack/version-folder.mjs';

/** Subresource integrity of a file's bytes, as a browser checks it (`integrity` attribute). */
export function integrityOf(bytes) {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/**
 * The manifest's record of one deployed version: its browser entry, and its server-rendering entry when
 * the remote has that build (the browser's mf-manifest.json does not name it); the integrity of each, so
 * that a truncated or altered entry is refused and never run; the block types its build declares.
 */
export function versionEntries({ versionDir, origin, serverOrigin = origin, version }) {
  const entries = { entry: `${origin}/${version}/remoteEntry.js`, integrity: integrityOf(readFileSync(path.join(versionDir, 'remoteEntry.js'))) };
  const serverEntryFile = path.join(versionDir, SERVER_BUILD_FOLDER, 'remoteEntry.js');
  if (existsSync(serverEntryFile)) {
    entries.serverEntry = `${serverOrigin}/${version}/${SERVER_BUILD_FOLDER}/remoteEntry.js`;
    entries.serverIntegrity = integrityOf(readFileSync(serverEntryFile));
  }
  const blockTypesFile = path.join(versionDir, BLOCK_TYPES_FILE);
  entries.blockTypes = existsSync(blockTypesFile) ? JSON.parse(readFileSync(blockTypesFile, 'utf8')) : {};
  return entries;
}
