import { CmsHtml, type BlockProps } from '@bank/shared-kit';
import { ItemHeading, itemHeadingLevel } from '../../components/ItemHeading';
import shared from '../../components/blocks.module.css';
import tableStyles from '../../components/cms-table.module.css';
import type { TableTextMultipleData } from './load-table-text-multiple';
import styles from './table-text-multiple.module.css';

/** Several sections of text with a table each (blok_tablica_tekst_maltipl), e.g. tariffs per service. */
export function TableTextMultiple({ data }: BlockProps<TableTextMultipleData>) {
  if (data.sections.length === 0 && !data.html) return null;
  const headingLevel = itemHeadingLevel(Boolean(data.title));
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <CmsHtml html={data.html} />
      {data.sections.map((section, index) => (
        <div key={index} className={styles.section}>
          {section.title && (
            <ItemHeading level={headingLevel} className={styles.sectionTitle}>
              {section.title}
            </ItemHeading>
          )}
          <CmsHtml html={section.html} />
          <CmsHtml html={section.tableHtml} className={tableStyles.table} />
        </div>
      ))}
    </section>
  );
}
