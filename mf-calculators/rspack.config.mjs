import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@bank/tooling/rspack/remote-config.mjs';

// Parcel names are fixed by the shell's block table (shell/src/page/block-table.ts).
/** Also read by the shell's monolith build (shell/rspack.monolith.config.mjs), which bundles the same exposes. */
export const remote = {
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_calculators',
  exposes: {
    './calculator': './src/blocks/calculator/calculator-block.ts',
    './mortgage-calculator': './src/blocks/mortgage-calculator/mortgage-calculator-block.ts',
    './universal-calculator': './src/blocks/universal-calculator/universal-calculator-block.ts',
    './calculator-map': './src/blocks/calculator-map/calculator-map-block.ts',
    './calculator-landing': './src/blocks/calculator-landing/calculator-landing-block.ts',
    './landing-v': './src/blocks/landing-v/landing-v-block.ts',
  },
};

export default remoteConfig(remote);
