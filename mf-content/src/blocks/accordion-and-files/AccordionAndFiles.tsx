import { AccordionList, CmsHtml, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import { FileLinks } from '../../components/FileLinks';
import { ItemHeading, itemHeadingLevel } from '../../components/ItemHeading';
import shared from '../../components/blocks.module.css';
import type { AccordionAndFilesData } from './load-accordion-and-files';
import styles from './accordion-and-files.module.css';

/** An accordion (one item open at a time) whose items carry documents, and the block's own documents below. */
export function AccordionAndFiles({ context, data }: BlockProps<AccordionAndFilesData>) {
  if (data.items.length === 0 && data.files.length === 0) return null;
  const t = translator(context.language);
  const headingLevel = itemHeadingLevel(Boolean(data.title));
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      <AccordionList
        headingLevel={headingLevel}
        entries={data.items.map((item, index) => ({
          key: String(index),
          title: item.title,
          panel: (
            <div className={styles.panel}>
              <CmsHtml html={item.html} />
              <FileLinks files={item.files} language={context.language} />
            </div>
          ),
        }))}
      />
      {data.files.length > 0 && (
        <>
          <ItemHeading level={headingLevel} className={styles.documents}>
            {t('archiveDocuments')}
          </ItemHeading>
          <FileLinks files={data.files} language={context.language} />
        </>
      )}
    </section>
  );
}
