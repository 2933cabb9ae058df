import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_YOUTUBE_EMBED_ORIGIN } from '@bank/tooling/deploy-files.mjs';
import { thirdPartyOrigins } from './third-party-origins.mjs';

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
    /** Only an origin: whatever else config.json holds there must not widen the CSP. */
    async youtubeEmbedOrigin() {
      try {
        return new URL(JSON.parse(await read('config.json')).youtubeEmbedOrigin).origin;
      } catch {
        return DEFAULT_YOUTUBE_EMBED_ORIGIN;
      }
    },
    async thirdPartyOrigins() {
      try {
        return thirdPartyOrigins(JSON.parse(await read('config.json')));
      } catch {
        return thirdPartyOrigins(null);
      }
    },
  };
}
