import { exposeBlock } from '@bank/shared-kit';
import { ContactBlock } from './ContactBlock';
import { loadContactBlock } from './load-contact-block';

export default exposeBlock({ Component: ContactBlock, load: loadContactBlock });
