import { exposeBlock } from '@bank/shared-kit';
import { BlockList } from './BlockList';
import { loadBlockList } from './load-block-list';

export default exposeBlock({ Component: BlockList, load: loadBlockList });
