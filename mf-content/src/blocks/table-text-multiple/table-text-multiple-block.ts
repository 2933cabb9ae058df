import { exposeBlock } from '@bank/shared-kit';
import { TableTextMultiple } from './TableTextMultiple';
import { loadTableTextMultiple } from './load-table-text-multiple';

export default exposeBlock({ Component: TableTextMultiple, load: loadTableTextMultiple });
