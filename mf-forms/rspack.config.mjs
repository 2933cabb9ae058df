import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@bank/tooling/rspack/remote-config.mjs';

export default remoteConfig({
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_forms',
  exposes: {
    './subscribe': './src/blocks/subscribe/subscribe-block.ts',
  },
});
