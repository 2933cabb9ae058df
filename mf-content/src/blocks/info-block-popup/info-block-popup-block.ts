import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { InfoBlockPopup } from './InfoBlockPopup';
import { loadInfoBlockPopup } from './load-info-block-popup';

export default exposeBlock({ Component: InfoBlockPopup, load: loadInfoBlockPopup, strings });
