import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { ContactBlockLong } from './ContactBlockLong';
import { loadContactBlockLong } from './load-contact-block-long';

export default exposeBlock({ Component: ContactBlockLong, load: loadContactBlockLong, strings });
