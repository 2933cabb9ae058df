import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Minus, Plus } from 'lucide';
import { Icon } from '../icons/Icon';
import styles from './accordion-list.module.css';

export interface AccordionEntry {
  key: string;
  title: string;
  panel: ReactNode;
}

/**
 * An accordion of native disclosures: a <details> per item, grouped by `name` so that the browser keeps one item
 * open at a time. It works before hydration and without script; script adds Up, Down, Home and End between the
 * questions (Enter and Space are the summaries' own). The questions are headings of the level the page's outline
 * needs there (2 under the page's title, 3 under a block's).
 */
export function AccordionList({ entries, headingLevel }: { entries: AccordionEntry[]; headingLevel: 2 | 3 }) {
  const group = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  function moveFocus(event: KeyboardEvent<HTMLElement>) {
    const summaries = [...(event.currentTarget.closest(`.${styles.accordion}`)?.querySelectorAll<HTMLElement>(`.${styles.trigger}`) ?? [])];
    const index = summaries.indexOf(event.currentTarget);
    const last = summaries.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    summaries[target]?.focus();
  }

  return (
    <div className={styles.accordion}>
      {entries.map((entry) => (
        <details key={entry.key} name={group} className={styles.item}>
          <summary className={styles.trigger} onKeyDown={moveFocus}>
            <Heading className={styles.heading}>{entry.title}</Heading>
            <Icon drawing={Plus} size={18} className={`${styles.sign} ${styles.closedSign}`} />
            <Icon drawing={Minus} size={18} className={`${styles.sign} ${styles.openSign}`} />
          </summary>
          <div className={styles.panel}>{entry.panel}</div>
        </details>
      ))}
    </div>
  );
}
