import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { AccordionAndFiles } from './AccordionAndFiles';
import { loadAccordionAndFiles } from './load-accordion-and-files';

export default exposeBlock({ Component: AccordionAndFiles, load: loadAccordionAndFiles, strings });
