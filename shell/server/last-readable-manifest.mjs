import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { sharedLook } from './shared-look.mjs';

/**
 * remotes.json as the server renders with it and serves it: read again only when the file changes, and
 * when a change leaves it unreadable (a truncated copy, a bad hand edit) the last readable manifest stays
 * in use, so visitors keep the last good composition instead of a page with no blocks. Said once per change.
 * The file is looked at again when its folder reports a change, and at least every `recheckMs` (shared-look.mjs).
 */
export function lastReadableManifest(file, { log = console.error, recheckMs = 0 } = {}) {
  let readable = null;
  let seen = null;
  const read = sharedLook(
    async () => {
      const stats = await stat(file);
      // A release writes a new file and renames it over the old one: a new inode, or a new time and size.
      const stamp = `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
      if (stamp === seen && readable) return readable;
      seen = stamp;
      const text = await readFile(file, 'utf8');
      try {
        const manifest = JSON.parse(text);
        if (typeof manifest?.remotes !== 'object' || manifest.remotes === null) throw new Error('no "remotes" object');
        readable = { manifest, text };
      } catch (error) {
        if (!readable) throw new Error(`${file} is unreadable and no earlier manifest was read: ${error.message}`);
        log(`remotes.json unreadable (${error.message}): keeping the last readable manifest`);
      }
      return readable;
    },
    { recheckMs, folder: path.dirname(file) },
  );
  return () => read(file);
}
