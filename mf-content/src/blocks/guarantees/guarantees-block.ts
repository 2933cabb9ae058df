import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { Guarantees } from './Guarantees';
import { loadGuarantees } from './load-guarantees';

export default exposeBlock({ Component: Guarantees, load: loadGuarantees, strings });
