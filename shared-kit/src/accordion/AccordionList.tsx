import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Minus, Plus } from 'lucide';
import { Icon } from '../icons/Icon';
import styles from './accordion-list.module.css';

export interface AccordionEntry {
  key: string;
  title: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA accordion: one item open at a time, a click toggles it; Up, Down, Home and End move
 * between the headers (Enter and Space are the buttons' own). The headers are of the level the page's
 * outline needs there (2 under the page's title, 3 under a block's).
 */
export function AccordionList({ entries, headingLevel }: { entries: AccordionEntry[]; headingLevel: 2 | 3 }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const id = useId();
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = entries.length - 1;
    const target = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  }

  return (
    <div className={styles.accordion}>
      {entries.map((entry, index) => {
        const open = openKey === entry.key;
        const headerId = `${id}-header-${index}`;
        const panelId = `${id}-panel-${index}`;
        return (
          <div key={entry.key} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                type="button"
                id={headerId}
                aria-expanded={open}
                aria-controls={panelId}
                className={styles.trigger}
                onClick={() => setOpenKey(open ? null : entry.key)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                {entry.title}
                {open ? <Icon drawing={Minus} size={18} className={styles.sign} /> : <Icon drawing={Plus} size={18} className={styles.sign} />}
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={headerId} hidden={!open} className={styles.panel}>
              {entry.panel}
            </div>
          </div>
        );
      })}
    </div>
  );
}
