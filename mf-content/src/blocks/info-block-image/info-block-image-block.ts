import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { InfoBlock } from '../info-block/InfoBlock';
import { loadInfoBlock } from '../info-block/load-info-block';

// Same fields and component as info_block: the pictures are what this variant is for.
export default exposeBlock({ Component: InfoBlock, load: loadInfoBlock, strings });
