import { translator, type BlockProps, type SiteLanguage } from '@bank/shared-kit';
import { AccordionList } from '../../components/AccordionList';
import shared from '../../components/blocks.module.css';
import type { ArchiveData, ArchiveSection } from './load-archive';
import styles from './archive.module.css';

function Files({ section, language }: { section: ArchiveSection; language: SiteLanguage }) {
  const t = translator(language);
  return (
    <ul className={styles.files}>
      {section.files.map((file) => (
        <li key={file.url}>
          <a href={file.url} download aria-label={t('downloadFile', { name: file.name })}>
            {file.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Archived documents: titled lists, or an accordion of sections. */
export function Archive({ context, data }: BlockProps<ArchiveData>) {
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      {data.asAccordion ? (
        <AccordionList entries={data.sections.map((section) => ({ key: section.title, title: section.title, panel: <Files section={section} language={context.language} /> }))} />
      ) : (
        data.sections.map((section) => (
          <div key={section.title}>
            <h3 className={styles.section}>{section.title}</h3>
            <Files section={section} language={context.language} />
          </div>
        ))
      )}
    </section>
  );
}
