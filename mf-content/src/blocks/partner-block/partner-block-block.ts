import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { PartnerBlock } from './PartnerBlock';
import { loadPartnerBlock } from './load-partner-block';

export default exposeBlock({ Component: PartnerBlock, load: loadPartnerBlock, strings });
