import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { ComparePanel } from './ComparePanel';
import { loadComparePanel } from './load-compare-panel';

export default exposeBlock({ Component: ComparePanel, load: loadComparePanel, strings });
