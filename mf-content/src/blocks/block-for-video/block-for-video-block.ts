import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { BlockForVideo } from './BlockForVideo';
import { loadBlockForVideo } from './load-block-for-video';

export default exposeBlock({ Component: BlockForVideo, load: loadBlockForVideo, strings });
