import { exposeBlock } from '@bank/shared-kit';
import { Basic } from './Basic';
import { loadBasic } from './load-basic';

export default exposeBlock({ Component: Basic, load: loadBasic });
