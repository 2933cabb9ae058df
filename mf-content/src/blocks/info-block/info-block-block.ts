import { exposeBlock } from '@bank/shared-kit';
import { InfoBlock } from './InfoBlock';
import { loadInfoBlock } from './load-info-block';

export default exposeBlock({ Component: InfoBlock, load: loadInfoBlock });
