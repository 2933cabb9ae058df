import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** remotes.json and config.json live beside the shell, outside its build: edited, never rebuilt. */
export function runtimeFiles(deployDir) {
  const read = async (name) => readFile(path.join(deployDir, name), 'utf8');
  return {
    read,
    async remoteOrigins() {
      try {
        const manifest = JSON.parse(await read('remotes.json'));
        return Object.values(manifest.remotes).flatMap((remote) =>
          Object.values(remote.versions).map((version) => new URL(version.entry).origin),
        );
      } catch {
        return [];
      }
    },
  };
}
