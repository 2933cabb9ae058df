import { exposeBlock } from '@bank/shared-kit';
import { ExpertProfile } from './ExpertProfile';
import { loadExpertProfile } from './load-expert-profile';

export default exposeBlock({ Component: ExpertProfile, load: loadExpertProfile });
