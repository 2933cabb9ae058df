import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { LandingV } from './LandingV';
import { loadLandingV } from './load-landing-v';

export default exposeBlock({ Component: LandingV, load: loadLandingV, strings });
