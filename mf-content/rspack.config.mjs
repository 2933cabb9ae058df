import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteConfig } from '@bank/tooling/rspack/remote-config.mjs';

/** Also read by the shell's monolith build (shell/rspack.monolith.config.mjs), which bundles the same exposes. */
export const remote = {
  packageDir: path.dirname(fileURLToPath(import.meta.url)),
  name: 'mf_content',
  exposes: {
    './basic': './src/blocks/basic/basic-block.ts',
    './accordion': './src/blocks/accordion/accordion-block.ts',
    './content-list': './src/blocks/content/content-list-block.ts',
    './expert-profile': './src/blocks/expert-profile/expert-profile-block.ts',
    './compare-panel': './src/blocks/compare-panel/compare-panel-block.ts',
    './banner': './src/blocks/banner/banner-block.ts',
    './tabs': './src/blocks/tabs/tabs-block.ts',
    './info-block-popup': './src/blocks/info-block-popup/info-block-popup-block.ts',
    './info-block': './src/blocks/info-block/info-block-block.ts',
    './info-block-image': './src/blocks/info-block-image/info-block-image-block.ts',
    './payment-cards': './src/blocks/payment-cards/payment-cards-block.ts',
    './table': './src/blocks/table/table-block.ts',
    './contact-block': './src/blocks/contact-block/contact-block-block.ts',
    './contact-block-long': './src/blocks/contact-block-long/contact-block-long-block.ts',
    './block-list': './src/blocks/block-list/block-list-block.ts',
    './new-banner-landing': './src/blocks/new-banner-landing/new-banner-landing-block.ts',
    './archive': './src/blocks/archive/archive-block.ts',
    './block-for-video': './src/blocks/block-for-video/block-for-video-block.ts',
    './slider-video': './src/blocks/slider-video/slider-video-block.ts',
    './credit-debt-briefcase': './src/blocks/credit-debt-briefcase/credit-debt-briefcase-block.ts',
    './lending': './src/blocks/lending/lending-block.ts',
    './configs': './src/blocks/configs/configs-block.ts',
    './partner-block': './src/blocks/partner-block/partner-block-block.ts',
    './guarantees': './src/blocks/guarantees/guarantees-block.ts',
    './accordion-and-files': './src/blocks/accordion-and-files/accordion-and-files-block.ts',
    './table-text-multiple': './src/blocks/table-text-multiple/table-text-multiple-block.ts',
  },
};

export default remoteConfig(remote);
