import { watch } from 'node:fs';

/**
 * `look(key)` as it is now, where the callers of one moment (many pages and their CSPs at once) share one look
 * instead of each reading the file system. A look that succeeded stands for `recheckMs` more: a page needs these
 * files several times (its render, its CSP), and looking at them per request cost a sixth of a render's CPU. A change
 * the file system reports in `folder` (a release manager's edit, a release renaming a new file over the old) ends it
 * at once; the re-check bounds how late an edit is seen where no such report comes (some network and container mounts).
 * A failed look is never kept: the next caller looks again.
 * @template T
 * @param {(key: string) => Promise<T>} look
 * @param {{ recheckMs?: number, folder?: string }} [options]
 * @returns {(key: string) => Promise<T>}
 */
export function sharedLook(look, { recheckMs = 0, folder } = {}) {
  /** @type {Map<string, { pending: Promise<T>, until: number }>} */
  const looks = new Map();
  if (folder) {
    try {
      // Not persistent: watching the files never keeps a process alive. A folder that goes away ends the reports.
      watch(folder, { persistent: false }, () => looks.clear()).on('error', () => {});
    } catch {
      // No reports where the folder cannot be watched: the re-check alone.
    }
  }
  return (key) => {
    const known = looks.get(key);
    if (known && known.until > performance.now()) return known.pending;
    const current = { pending: look(key), until: Infinity };
    looks.set(key, current);
    current.pending.then(
      () => {
        current.until = performance.now() + recheckMs;
      },
      () => {
        if (looks.get(key) === current) looks.delete(key);
      },
    );
    return current.pending;
  };
}
