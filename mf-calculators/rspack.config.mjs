import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@bank/tooling/rspack/remote-config.mjs';

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
  // The CMS block types this remote renders (the shell's block table is built from the live remotes').
  // The exchange rates variant of `calculator` is mf-rates'.
  blockTypes: {
    calculator: {
      variantField: 'field_calculator_type',
      variants: {
        IndCreditCalc: './calculator',
        LegalCreditCalc: './calculator',
        IndDepositCalc: './calculator',
        IndCreditCardCalc: './calculator',
        MortgageCalc: './mortgage-calculator',
        UniversalCalc: './universal-calculator',
      },
    },
    calculator_map: './calculator-map',
    calculator_landing: './calculator-landing',
    landing_v: './landing-v',
    // A date calculator the site does not offer: known, renders nothing, not logged.
    fly_date_calculate: null,
  },
};

export default remoteConfig(remote);
