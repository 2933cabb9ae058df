import { exposeBlock } from '@bank/shared-kit';
import { Banner } from './Banner';
import { loadBanner } from './load-banner';

export default exposeBlock({ Component: Banner, load: loadBanner });
