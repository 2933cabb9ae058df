import { exposeBlock } from '@bank/shared-kit';
import { TableBlock } from './TableBlock';
import { loadTableBlock } from './load-table';

export default exposeBlock({ Component: TableBlock, load: loadTableBlock });
