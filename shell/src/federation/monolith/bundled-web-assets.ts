import { readFileSync } from 'node:fs';
import type { BlockOwner } from '../../page/block-table';
import type { WebAssets } from '../../server/remote-web-assets';

/** The file BundledBlockAssetsPlugin wrote beside the monolith's browser build (set by its config). */
declare const BUNDLED_BLOCK_ASSETS_FILE: string;

/**
 * Stands in for server/remote-web-assets.ts in the monolith build: a server-rendered block's
 * stylesheets and scripts are chunks of the shell's own browser build, listed at build time.
 */
export function createRemoteWebAssets() {
  const assets = JSON.parse(readFileSync(BUNDLED_BLOCK_ASSETS_FILE, 'utf8')) as Record<string, WebAssets>;
  return async function assetsOf(owner: BlockOwner): Promise<WebAssets> {
    return assets[`${owner.remote}/${owner.parcel.replace(/^\.\//, '')}`] ?? { stylesheets: [], scripts: [] };
  };
}
