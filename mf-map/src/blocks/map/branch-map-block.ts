import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { BranchMap } from './BranchMap';
import { loadBranchMap } from './load-branch-map';

export default exposeBlock({ Component: BranchMap, load: loadBranchMap, strings });
