import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@bank/tooling/rspack/remote-config.mjs';

/** Also read by the shell's monolith build (shell/rspack.monolith.config.mjs), which bundles the same exposes. */
export const remote = {
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_rates',
  exposes: {
    './exchange-rates': './src/blocks/exchange-rates/exchange-rates-block.ts',
    './deposit-rates-table': './src/blocks/deposit-rates-table/deposit-rates-table-block.ts',
  },
  // The CMS block types this remote renders (the shell's block table is built from the live remotes').
  // The other variants of `calculator` are mf-calculators'.
  blockTypes: {
    calculator: { variantField: 'field_calculator_type', variants: { ExchangeRates: './exchange-rates' } },
    api_table: './deposit-rates-table',
  },
};

export default remoteConfig(remote);
