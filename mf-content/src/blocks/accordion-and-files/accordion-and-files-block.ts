import { exposeBlock } from '@bank/shared-kit';
import { AccordionAndFiles } from './AccordionAndFiles';
import { loadAccordionAndFiles } from './load-accordion-and-files';

export default exposeBlock({ Component: AccordionAndFiles, load: loadAccordionAndFiles });
