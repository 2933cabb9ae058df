import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@bank/tooling/rspack/remote-config.mjs';

// Parcel names are fixed by the shell's block table (shell/src/page/block-table.ts).
/** Also read by the shell's monolith build (shell/rspack.monolith.config.mjs), which bundles the same exposes. */
export const remote = {
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_search',
  exposes: {
    './SearchBox': './src/blocks/search-box/search-box-block.ts',
    './SearchResults': './src/blocks/search-results/search-results-block.ts',
  },
};

export default remoteConfig(remote);
