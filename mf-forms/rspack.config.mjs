import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@bank/tooling/rspack/remote-config.mjs';

/** Also read by the shell's monolith build (shell/rspack.monolith.config.mjs), which bundles the same exposes. */
export const remote = {
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_forms',
  exposes: {
    './webform': './src/blocks/webform/webform-block.ts',
    './subscribe': './src/blocks/subscribe/subscribe-block.ts',
  },
  // The CMS block types this remote renders (the shell's block table is built from the live remotes').
  blockTypes: {
    forms: './webform',
    subscribe: './subscribe',
  },
};

export default remoteConfig(remote);
