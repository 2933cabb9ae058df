import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_YOUTUBE_EMBED_ORIGIN } from '@bank/tooling/deploy-files.mjs';
import { thirdPartyOrigins } from './third-party-origins.mjs';
import { lastReadableManifest } from './last-readable-manifest.mjs';

/** remotes.json and config.json live beside the shell, outside its build: edited, never rebuilt. */
export function runtimeFiles(deployDir) {
  const read = async (name) => readFile(path.join(deployDir, name), 'utf8');
  const manifest = lastReadableManifest(path.join(deployDir, 'remotes.json'));
  return {
    read,
    /** { manifest, text }: the last readable remotes.json (last-readable-manifest.mjs). */
    manifest,
    async remoteOrigins() {
      try {
        const { manifest: current } = await manifest();
        return Object.values(current.remotes).flatMap((remote) =>
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
    /** The release managers' canary switch: off unless config.json turns it on. */
    async canaryEnabled() {
      try {
        return JSON.parse(await read('config.json')).canaryEnabled === true;
      } catch {
        return false;
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
