import { AccordionList, type BlockProps } from '@bank/shared-kit';
import { FileLinks } from '../../components/FileLinks';
import { ItemHeading, itemHeadingLevel } from '../../components/ItemHeading';
import shared from '../../components/blocks.module.css';
import type { ArchiveData } from './load-archive';
import styles from './archive.module.css';

/** Archived documents: titled lists, or an accordion of sections. */
export function Archive({ context, data }: BlockProps<ArchiveData>) {
  const headingLevel = itemHeadingLevel(Boolean(data.title));
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      {data.asAccordion ? (
        <AccordionList
          headingLevel={headingLevel}
          entries={data.sections.map((section) => ({
            key: section.title,
            title: section.title,
            panel: <FileLinks files={section.files} language={context.language} />,
          }))}
        />
      ) : (
        data.sections.map((section) => (
          <div key={section.title}>
            <ItemHeading level={headingLevel} className={styles.section}>
              {section.title}
            </ItemHeading>
            <FileLinks files={section.files} language={context.language} />
          </div>
        ))
      )}
    </section>
  );
}
