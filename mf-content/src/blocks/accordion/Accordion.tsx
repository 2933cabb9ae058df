import { AccordionList, CmsHtml, type BlockProps } from '@bank/shared-kit';
import { itemHeadingLevel } from '../../components/ItemHeading';
import styles from './accordion.module.css';

interface AccordionItem {
  title: string;
  html: string;
}

export interface AccordionData {
  title: string | null;
  items: AccordionItem[];
}

/** Questions and answers from the CMS, one open at a time. */
export function Accordion({ data }: BlockProps<AccordionData>) {
  if (data.items.length === 0) return null;
  return (
    <section className={styles.accordion}>
      {data.title && <h2>{data.title}</h2>}
      <AccordionList
        headingLevel={itemHeadingLevel(Boolean(data.title))}
        entries={data.items.map((item, index) => ({ key: String(index), title: item.title, panel: <CmsHtml html={item.html} /> }))}
      />
    </section>
  );
}
