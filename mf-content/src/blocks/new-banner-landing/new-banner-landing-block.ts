import { exposeBlock } from '@bank/shared-kit';
import { NewBannerLanding } from './NewBannerLanding';
import { loadNewBannerLanding } from './load-new-banner-landing';

export default exposeBlock({ Component: NewBannerLanding, load: loadNewBannerLanding });
