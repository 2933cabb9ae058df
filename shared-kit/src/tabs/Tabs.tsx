import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabEntry {
  key: string;
  label: ReactNode;
  panel: ReactNode;
}

interface Props {
  tabs: TabEntry[];
  /** The accessible name of the tab list. */
  label: string;
}

/**
 * WAI-ARIA tabs with automatic activation: Left and Right move and select (wrapping), Home and End go
 * to the ends; only the selected tab is in the tab order (roving tabindex), its panel follows it.
 * Only the selected panel's content is mounted: a panel may load data (a partner's branches) when shown.
 */
export function Tabs({ tabs, label }: Props) {
  const [chosen, setChosen] = useState(0);
  const id = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  if (tabs.length === 0) return null;
  const selected = Math.min(chosen, tabs.length - 1);

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setChosen(next);
    refs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = { ArrowRight: selected + 1, ArrowLeft: selected - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {index === selected && tab.panel}
        </div>
      ))}
    </div>
  );
}
