import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { BlockList } from './BlockList';
import { loadBlockList } from './load-block-list';

export default exposeBlock({ Component: BlockList, load: loadBlockList, strings });
