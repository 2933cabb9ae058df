import { exposeBlock } from '@bank/shared-kit';
import { BlockForVideo } from './BlockForVideo';
import { loadBlockForVideo } from './load-block-for-video';

export default exposeBlock({ Component: BlockForVideo, load: loadBlockForVideo });
