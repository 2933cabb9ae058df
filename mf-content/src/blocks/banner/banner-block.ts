import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { Banner } from './Banner';
import { loadBanner } from './load-banner';

export default exposeBlock({ Component: Banner, load: loadBanner, strings });
