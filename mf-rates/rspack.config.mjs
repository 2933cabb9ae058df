import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@bank/tooling/rspack/remote-config.mjs';

// Parcel names are fixed by the shell's block table (shell/src/page/block-table.ts).
/** Also read by the shell's monolith build (shell/rspack.monolith.config.mjs), which bundles the same exposes. */
export const remote = {
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_rates',
  exposes: {
    './exchange-rates': './src/blocks/exchange-rates/exchange-rates-block.ts',
    './deposit-rates-table': './src/blocks/deposit-rates-table/deposit-rates-table-block.ts',
  },
};

export default remoteConfig(remote);
