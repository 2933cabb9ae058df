import { useId, useState } from 'react';
import { CmsHtml, type BlockProps } from '@bank/shared-kit';
import styles from './accordion.module.css';

export interface AccordionItem {
  title: string;
  html: string;
}

export interface AccordionData {
  title: string | null;
  items: AccordionItem[];
}

/** WAI-ARIA accordion: one item open at a time, a click toggles it. */
export function Accordion({ data }: BlockProps<AccordionData>) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const id = useId();
  if (data.items.length === 0) return null;
  return (
    <section className={styles.accordion}>
      {data.title && <h2>{data.title}</h2>}
      {data.items.map((item, index) => {
        const open = openIndex === index;
        const headerId = `${id}-header-${index}`;
        const panelId = `${id}-panel-${index}`;
        return (
          <div key={headerId} className={styles.item}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={headerId}
                aria-expanded={open}
                aria-controls={panelId}
                className={styles.trigger}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                {item.title}
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={headerId} hidden={!open} className={styles.panel}>
              <CmsHtml html={item.html} />
            </div>
          </div>
        );
      })}
    </section>
  );
}
