import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { ExpertProfile } from './ExpertProfile';
import { loadExpertProfile } from './load-expert-profile';

export default exposeBlock({ Component: ExpertProfile, load: loadExpertProfile, strings });
