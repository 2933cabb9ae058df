import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_YOUTUBE_EMBED_ORIGIN } from '@bank/tooling/deploy-files.mjs';
import { thirdPartyOrigins } from './third-party-origins.mjs';
import { lastReadableManifest } from './last-readable-manifest.mjs';
import { sharedLook } from './shared-look.mjs';

/**
 * remotes.json and config.json live beside the shell, outside its build: edited, never rebuilt. Every
 * page and every answer's CSP needs them, so a file is read, parsed and its values worked out again
 * only when it changes (its modification time or size), not per request; and whether it changed is looked at when the
 * folder reports a change, and at least every `recheckMs` (shared-look.mjs), not per request either.
 */
export function runtimeFiles(deployDir, { recheckMs = 0 } = {}) {
  const manifest = lastReadableManifest(path.join(deployDir, 'remotes.json'), { recheckMs });
  const known = new Map();

  const current = sharedLook(
    async (name) => {
      const file = path.join(deployDir, name);
      const { mtimeMs, size } = await stat(file);
      const version = `${mtimeMs}:${size}`;
      let entry = known.get(name);
      if (entry?.version !== version) {
        entry = { version, text: await readFile(file, 'utf8'), values: new Map() };
        known.set(name, entry);
      }
      return entry;
    },
    { recheckMs, folder: deployDir },
  );

  /** A value worked out from config.json's text, once per version of the file. */
  async function configValue(kind, workOut) {
    const entry = await current('config.json');
    if (!entry.values.has(kind)) entry.values.set(kind, workOut(JSON.parse(entry.text)));
    return entry.values.get(kind);
  }

  // The manifest is the same object until remotes.json changes (last-readable-manifest.mjs).
  let originsOf = null;
  let origins = [];

  return {
    read: async (name) => (await current(name)).text,
    /** { manifest, text }: the last readable remotes.json (last-readable-manifest.mjs). */
    manifest,
    async remoteOrigins() {
      try {
        const { manifest: live } = await manifest();
        if (live !== originsOf) {
          origins = Object.values(live.remotes).flatMap((remote) => Object.values(remote.versions).map((version) => new URL(version.entry).origin));
          originsOf = live;
        }
        return origins;
      } catch {
        return [];
      }
    },
    /** Only an origin: whatever else config.json holds there must not widen the CSP. */
    async youtubeEmbedOrigin() {
      try {
        return await configValue('youtube', (config) => new URL(config.youtubeEmbedOrigin).origin);
      } catch {
        return DEFAULT_YOUTUBE_EMBED_ORIGIN;
      }
    },
    /** The release managers' canary switch: off unless config.json turns it on. */
    async canaryEnabled() {
      try {
        return await configValue('canary', (config) => config.canaryEnabled === true);
      } catch {
        return false;
      }
    },
    async thirdPartyOrigins() {
      try {
        return await configValue('third-party', (config) => thirdPartyOrigins(config));
      } catch {
        return thirdPartyOrigins(null);
      }
    },
  };
}
