import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@bank/tooling/rspack/remote-config.mjs';

export default remoteConfig({
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_content',
  exposes: {
    './basic': './src/blocks/basic/basic-block.ts',
    './accordion': './src/blocks/accordion/accordion-block.ts',
    './content-list': './src/blocks/content/content-list-block.ts',
    './expert-profile': './src/blocks/expert-profile/expert-profile-block.ts',
    './compare-panel': './src/blocks/compare-panel/compare-panel-block.ts',
  },
});
