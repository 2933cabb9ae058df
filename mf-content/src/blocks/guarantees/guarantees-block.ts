import { exposeBlock } from '@bank/shared-kit';
import { Guarantees } from './Guarantees';
import { loadGuarantees } from './load-guarantees';

export default exposeBlock({ Component: Guarantees, load: loadGuarantees });
