import { exposeBlock } from '@bank/shared-kit';
import { BranchMap } from './BranchMap';
import { loadBranchMap } from './load-branch-map';

export default exposeBlock({ Component: BranchMap, load: loadBranchMap });
