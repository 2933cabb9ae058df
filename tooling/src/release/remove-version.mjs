import { rmSync } from 'node:fs';
import path from 'node:path';
import { findRemote } from './deploy-target.mjs';
import { RefusedChange, readManifest, withManifestLock, writeManifest } from './manifest-file.mjs';
import { appendLogEntry, previousLiveVersion, readLog } from './switch-log.mjs';

/**
 * Removes a deployed version that is not live: first from remotes.json (no new page asks for it), then its
 * folder. The version a rollback would return to is kept: removing it would make the rollback fail when needed.
 */
export async function removeVersion({ target, remoteName, version, by }) {
  const remote = findRemote(remoteName);
  await withManifestLock(target.manifestFile, async () => {
    const manifest = readManifest(target.manifestFile);
    const listed = manifest.remotes?.[remote.name];
    if (!listed?.versions?.[version]) throw new RefusedChange(`${remote.name}@${version} is not in the manifest`);
    if (listed.live === version) throw new RefusedChange(`${remote.name}@${version} is live; switch to another version first`);
    if (previousLiveVersion(readLog(target.logFile), remote.name) === version) {
      throw new RefusedChange(`${remote.name}@${version} is the version a rollback returns to; keep it until another switch`);
    }
    delete listed.versions[version];
    writeManifest(target.manifestFile, manifest);
    appendLogEntry(target.logFile, { action: 'remove', remote: remote.name, to: version, by });
  });
  // Pages opened before the removal may still load it for a moment: the folder goes after the manifest entry.
  rmSync(path.join(target.versionsDir(remote), version), { recursive: true, force: true });
}
