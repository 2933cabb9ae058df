import { CmsHtml, type BlockProps } from '@bank/shared-kit';
import shared from '../../components/blocks.module.css';
import tableStyles from '../../components/cms-table.module.css';
import type { TableData } from './load-table';

/** A CMS table, scrollable sideways on narrow screens. */
export function TableBlock({ data }: BlockProps<TableData>) {
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <CmsHtml html={data.html} className={tableStyles.table} />
    </section>
  );
}
