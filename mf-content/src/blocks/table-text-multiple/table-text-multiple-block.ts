import { exposeBlock } from '@bank/shared-kit';
import { strings } from '../../i18n/strings';
import { isStaticHtml } from '../../text/static-html';
import { TableTextMultiple } from './TableTextMultiple';
import { loadTableTextMultiple } from './load-table-text-multiple';

export default exposeBlock({
  Component: TableTextMultiple,
  load: loadTableTextMultiple,
  isStatic: (data) => isStaticHtml(data.html, ...data.sections.flatMap((section) => [section.html, section.tableHtml])),
  strings,
});
