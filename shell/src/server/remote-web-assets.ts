import type { BlockOwner } from '../page/block-table';

interface WebManifest {
  exposes: Array<{ path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }>;
}

export interface WebAssets {
  stylesheets: string[];
  scripts: string[];
}

/**
 * The browser files a server-rendered block needs, read from its remote's mf-manifest.json: its
 * stylesheets (linked, so the HTML paints styled) and its scripts (preloaded, for hydration).
 * A version folder never changes, so each manifest is read once.
 */
export function createRemoteWebAssets(fetchJson: (url: string) => Promise<unknown>) {
  const manifests = new Map<string, Promise<WebManifest | null>>();

  function manifestOf(entry: string): Promise<WebManifest | null> {
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    let manifest = manifests.get(base);
    if (!manifest) {
      manifest = fetchJson(`${base}mf-manifest.json`)
        .then((json) => json as WebManifest)
        .catch((error: unknown) => {
          console.error(`ssr: ${base}mf-manifest.json unreadable`, error);
          manifests.delete(base);
          return null;
        });
      manifests.set(base, manifest);
    }
    return manifest;
  }

  /**
   * The manifest is read where the server reaches the remote (beside its server build: inside
   * docker-compose that is a service name), the links use the URL the browser reaches.
   */
  return async function assetsOf(owner: BlockOwner, version: { entry: string; serverEntry?: string }): Promise<WebAssets> {
    const entry = version.entry;
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const manifestEntry = version.serverEntry ? version.serverEntry.replace(/server\/remoteEntry\.js$/, 'remoteEntry.js') : entry;
    const expose = (await manifestOf(manifestEntry))?.exposes.find((candidate) => candidate.path === owner.parcel);
    if (!expose) return { stylesheets: [], scripts: [entry] };
    return {
      stylesheets: expose.assets.css.sync.map((file) => base + file),
      scripts: [entry, ...expose.assets.js.sync.map((file) => base + file)],
    };
  };
}
