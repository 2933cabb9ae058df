import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { Webform } from './Webform';
import { loadWebform } from './load-webform';

export default exposeBlock({ Component: Webform, load: loadWebform, strings });
