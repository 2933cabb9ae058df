import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { NewBannerLanding } from './NewBannerLanding';
import { loadNewBannerLanding } from './load-new-banner-landing';

export default exposeBlock({ Component: NewBannerLanding, load: loadNewBannerLanding, strings });
