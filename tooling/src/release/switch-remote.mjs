import { manifestShapeProblems } from './manifest-shape.mjs';
import { RefusedChange, readManifest, withManifestLock, writeManifest } from './manifest-file.mjs';
import { appendLogEntry, previousLiveVersion, readLog } from './switch-log.mjs';
import { checkVersion } from './version-checks.mjs';

const concerns = (remoteName) => (problem) => problem.startsWith(`${remoteName}:`) || problem.startsWith(`${remoteName}@`);

/**
 * Problems the change would bring into the manifest. Problems of other remotes that are already
 * there (a remote not built yet) are not this change's doing and do not block it.
 */
function shapeRefusals(before, after, remoteName) {
  const existing = new Set(manifestShapeProblems(before));
  return manifestShapeProblems(after).filter((problem) => concerns(remoteName)(problem) || !existing.has(problem));
}

/** Everything that would make `remoteName@version` a bad live version; nothing is written. */
export async function validateSwitch({ target, remoteName, version, shell, fetchImpl = fetch }) {
  const manifest = readManifest(target.manifestFile);
  // The checks fetch what the manifest names, from where this tool runs (compose's service names from the host).
  const fromHere = target.hostUrl ? (url, init) => fetchImpl(target.hostUrl(url), init) : fetchImpl;
  const { refusals, warnings } = await checkVersion({ manifest, remoteName, version, shell, fetchImpl: fromHere });
  if (refusals.length > 0) return { manifest, refusals, warnings };
  const after = structuredClone(manifest);
  after.remotes[remoteName].live = version;
  return { manifest, after, refusals: shapeRefusals(manifest, after, remoteName), warnings };
}

/**
 * Makes `version` live for `remoteName` (action 'switch') or returns to the version before the
 * current one ('rollback'). A refused change writes nothing and throws RefusedChange with the reasons.
 * @param {{ target: ReturnType<typeof import('./deploy-target.mjs').deployTarget>, remoteName: string, version?: string,
 *   action?: 'switch' | 'rollback', by: string, shell: { shared: unknown[], federationVersion?: string }, fetchImpl?: typeof fetch }} change
 */
export async function changeLiveVersion({ target, remoteName, version, action = 'switch', by, shell, fetchImpl }) {
  return withManifestLock(target.manifestFile, async () => {
    const current = readManifest(target.manifestFile).remotes?.[remoteName];
    if (!current) throw new RefusedChange(`${remoteName} is not in the manifest`);
    const to = action === 'rollback' ? rollbackVersion(target, remoteName, current.live) : version;
    if (to === current.live) throw new RefusedChange(`${remoteName}@${to} is already live`);
    const { manifest, after, refusals, warnings } = await validateSwitch({ target, remoteName, version: to, shell, fetchImpl });
    if (refusals.length > 0) throw new RefusedChange(`${remoteName}@${to} refused:\n  - ${refusals.join('\n  - ')}`);
    writeManifest(target.manifestFile, after);
    const entry = { action, remote: remoteName, from: manifest.remotes[remoteName].live, to, by };
    appendLogEntry(target.logFile, entry);
    return { ...entry, warnings };
  });
}

function rollbackVersion(target, remoteName, live) {
  // Releases and removals change no live version: only switches and rollbacks make the history walked back.
  const entries = readLog(target.logFile).filter((entry) => entry.remote === remoteName && ['switch', 'rollback'].includes(entry.action));
  const last = entries.at(-1);
  // A hand-edited manifest breaks the history the rollback walks: say so rather than guess.
  if (!last || last.to !== live) throw new RefusedChange(`${remoteName}@${live} was not made live by a logged switch; switch to a version by name`);
  const previous = previousLiveVersion(entries, remoteName);
  if (!previous) throw new RefusedChange(`${remoteName} has no earlier live version in ${target.logFile}`);
  return previous;
}
