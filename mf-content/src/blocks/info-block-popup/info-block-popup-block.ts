import { exposeBlock } from '@bank/shared-kit';
import { InfoBlockPopup } from './InfoBlockPopup';
import { loadInfoBlockPopup } from './load-info-block-popup';

export default exposeBlock({ Component: InfoBlockPopup, load: loadInfoBlockPopup });
