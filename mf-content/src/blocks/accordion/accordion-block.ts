import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { Accordion } from './Accordion';
import { loadAccordion } from './load-accordion';

export default exposeBlock({ Component: Accordion, load: loadAccordion, strings });
