import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlockOwner } from '../block-table';
import type { Stylesheet, WebAssets } from '../../server/remote-web-assets';

/** The file BundledBlockAssetsPlugin wrote beside the monolith's browser build (set by its config). */
declare const BUNDLED_BLOCK_ASSETS_FILE: string;

interface ListedAssets {
  stylesheets: string[];
  scripts: string[];
}

/** Inlined like a remote's stylesheet; linked instead when the file cannot be read. */
function stylesheet(webDir: string, href: string): Stylesheet {
  try {
    return { href, css: readFileSync(path.join(webDir, href), 'utf8') };
  } catch {
    return { href, css: null };
  }
}

/**
 * Stands in for server/remote-web-assets.ts in the monolith build: a server-rendered block's
 * stylesheets and scripts are chunks of the shell's own browser build, listed at build time.
 */
export function createRemoteWebAssets() {
  const webDir = path.dirname(BUNDLED_BLOCK_ASSETS_FILE);
  const listed = JSON.parse(readFileSync(BUNDLED_BLOCK_ASSETS_FILE, 'utf8')) as Record<string, ListedAssets>;
  const assets = new Map(
    // Read once from the build, at start: nothing to read again per page.
    Object.entries(listed).map(([block, { stylesheets, scripts }]) => [
      block,
      { stylesheets: stylesheets.map((href) => stylesheet(webDir, href)), scripts, read: true },
    ]),
  );
  return async function assetsOf(owner: BlockOwner): Promise<WebAssets> {
    return assets.get(`${owner.remote}/${owner.parcel.replace(/^\.\//, '')}`) ?? { stylesheets: [], scripts: [], read: true };
  };
}
