import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { BlockForVideo } from '../block-for-video/BlockForVideo';
import { loadBlockForVideo } from '../block-for-video/load-block-for-video';

// A list of videos (field_youtube as a list): the same on-demand players as block_for_video.
export default exposeBlock({ Component: BlockForVideo, load: loadBlockForVideo, strings });
