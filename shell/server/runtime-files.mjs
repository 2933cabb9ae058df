import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_YOUTUBE_EMBED_ORIGIN } from '@bank/tooling/deploy-files.mjs';
import { thirdPartyOrigins } from './third-party-origins.mjs';

/**
 * remotes.json and config.json live beside the shell, outside its build: edited, never rebuilt. Every
 * page and every answer's CSP needs them, so a file is read, parsed and its values worked out again
 * only when it changes (its modification time or size), not per request.
 */
export function runtimeFiles(deployDir) {
  const known = new Map();

  async function current(name) {
    const file = path.join(deployDir, name);
    const { mtimeMs, size } = await stat(file);
    const version = `${mtimeMs}:${size}`;
    let entry = known.get(name);
    if (entry?.version !== version) {
      entry = { version, text: await readFile(file, 'utf8'), values: new Map() };
      known.set(name, entry);
    }
    return entry;
  }

  /** A value worked out from the file's text, once per version of the file. */
  async function valueOf(name, kind, workOut) {
    const entry = await current(name);
    if (!entry.values.has(kind)) entry.values.set(kind, workOut(entry.text));
    return entry.values.get(kind);
  }

  const parsed = (text) => JSON.parse(text);

  return {
    read: async (name) => (await current(name)).text,
    /** The parsed file, shared by every caller until the file changes: never to be modified. */
    json: (name) => valueOf(name, 'json', parsed),
    async remoteOrigins() {
      try {
        return await valueOf('remotes.json', 'remote-origins', (text) =>
          Object.values(parsed(text).remotes).flatMap((remote) => Object.values(remote.versions).map((version) => new URL(version.entry).origin)),
        );
      } catch {
        return [];
      }
    },
    /** Only an origin: whatever else config.json holds there must not widen the CSP. */
    async youtubeEmbedOrigin() {
      try {
        return await valueOf('config.json', 'youtube', (text) => new URL(parsed(text).youtubeEmbedOrigin).origin);
      } catch {
        return DEFAULT_YOUTUBE_EMBED_ORIGIN;
      }
    },
    async thirdPartyOrigins() {
      try {
        return await valueOf('config.json', 'third-party', (text) => thirdPartyOrigins(parsed(text)));
      } catch {
        return thirdPartyOrigins(null);
      }
    },
  };
}
