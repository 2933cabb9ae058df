import { exposeBlock } from '@bank/shared-kit';
import { ComparePanel } from './ComparePanel';
import { loadComparePanel } from './load-compare-panel';

export default exposeBlock({ Component: ComparePanel, load: loadComparePanel });
