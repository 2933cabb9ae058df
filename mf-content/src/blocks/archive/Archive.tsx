import type { BlockProps } from '@bank/shared-kit';
import { AccordionList } from '../../components/AccordionList';
import { FileLinks } from '../../components/FileLinks';
import shared from '../../components/blocks.module.css';
import type { ArchiveData } from './load-archive';
import styles from './archive.module.css';

/** Archived documents: titled lists, or an accordion of sections. */
export function Archive({ context, data }: BlockProps<ArchiveData>) {
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      {data.asAccordion ? (
        <AccordionList entries={data.sections.map((section) => ({ key: section.title, title: section.title, panel: <FileLinks files={section.files} language={context.language} /> }))} />
      ) : (
        data.sections.map((section) => (
          <div key={section.title}>
            <h3 className={styles.section}>{section.title}</h3>
            <FileLinks files={section.files} language={context.language} />
          </div>
        ))
      )}
    </section>
  );
}
