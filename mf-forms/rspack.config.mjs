import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@bank/tooling/rspack/remote-config.mjs';

export default remoteConfig({
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_forms',
  exposes: {
    './webform': './src/blocks/webform/webform-block.ts',
    './subscribe': './src/blocks/subscribe/subscribe-block.ts',
  },
});
