import type { DictionaryLanguage } from '@bank/shared-kit';
import type { BlockOwner } from '../federation/block-table';

interface WebManifest {
  exposes: Array<{ path: string; assets: { js: { sync: string[]; async?: string[] }; css: { sync: string[] } } }>;
}

/**
 * A remote's UI strings in one language are a chunk of their own, named by the build
 * (tooling/src/rspack/remote-dictionary-in-browser-loader.mjs) and listed among the expose's async files.
 */
const isStringsChunk = (file: string, language: DictionaryLanguage) => file.startsWith(`strings-${language}.`);

/** A stylesheet of the page: its text is inlined in the HTML; without it (unreadable) it is linked. */
export interface Stylesheet {
  href: string;
  css: string | null;
}

export interface WebAssets {
  stylesheets: Stylesheet[];
  scripts: string[];
  /** False when its remote's manifest or a stylesheet could not be read this time: a page made with these is not kept. */
  read: boolean;
}

/**
 * The browser files a server-rendered block needs, read from its remote's mf-manifest.json: its
 * stylesheets (inlined, so the HTML paints styled without waiting for another origin) and its
 * scripts (loaded for hydration). A version folder never changes, so each file is read once.
 */
export function createRemoteWebAssets(fetchJson: (url: string) => Promise<unknown>, fetchText: (url: string) => Promise<string>) {
  const manifests = new Map<string, Promise<WebManifest | null>>();
  const stylesheets = new Map<string, Promise<string | null>>();

  function readOnce<T>(cache: Map<string, Promise<T | null>>, url: string, read: (url: string) => Promise<T>): Promise<T | null> {
    let value = cache.get(url);
    if (!value) {
      value = read(url).catch((error: unknown) => {
        console.error(`ssr: ${url} unreadable`, error);
        cache.delete(url);
        return null;
      });
      cache.set(url, value);
    }
    return value;
  }

  /**
   * Files are read where the server reaches the remote (beside its server build: inside
   * docker-compose that is a service name), the HTML names the URL the browser reaches.
   * The scripts include the remote's strings in the page's language: a block suspends until they are
   * here, so listed with its code they no longer wait for the code to ask for them.
   */
  return async function assetsOf(owner: BlockOwner, version: { entry: string; serverEntry?: string }, language: DictionaryLanguage): Promise<WebAssets> {
    const entry = version.entry;
    const base = entry.slice(0, entry.lastIndexOf('/') + 1);
    const serverBase = version.serverEntry ? version.serverEntry.replace(/server\/remoteEntry\.js$/, '') : base;
    const manifest = await readOnce(manifests, `${serverBase}mf-manifest.json`, async (url) => (await fetchJson(url)) as WebManifest);
    const expose = manifest?.exposes.find((candidate) => candidate.path === owner.parcel);
    if (!expose) return { stylesheets: [], scripts: [entry], read: manifest !== null };
    const styles = await Promise.all(
      expose.assets.css.sync.map(async (file) => ({ href: base + file, css: await readOnce(stylesheets, serverBase + file, fetchText) })),
    );
    return {
      stylesheets: styles,
      read: styles.every(({ css }) => css !== null),
      scripts: [
        entry,
        ...[...expose.assets.js.sync, ...(expose.assets.js.async ?? []).filter((file) => isStringsChunk(file, language))].map((file) => base + file),
      ],
    };
  };
}
