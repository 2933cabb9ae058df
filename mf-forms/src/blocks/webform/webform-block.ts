import { exposeBlock } from '@bank/shared-kit';
import { Webform } from './Webform';
import { loadWebform } from './load-webform';

export default exposeBlock({ Component: Webform, load: loadWebform });
