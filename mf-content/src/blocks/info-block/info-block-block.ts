import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { InfoBlock } from './InfoBlock';
import { loadInfoBlock } from './load-info-block';

export default exposeBlock({ Component: InfoBlock, load: loadInfoBlock, strings });
