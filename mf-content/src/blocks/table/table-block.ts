import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { isStaticHtml } from '../../text/static-html';
import { TableBlock } from './TableBlock';
import { loadTableBlock } from './load-table';

export default exposeBlock({ Component: TableBlock, load: loadTableBlock, isStatic: (data) => isStaticHtml(data.html), strings });
