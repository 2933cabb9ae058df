import { Fragment, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabEntry<Key extends string | number = string> {
  key: Key;
  label: ReactNode;
  /** What the panel shows while this tab is selected; a tab set whose content follows its owner's state
   *  (exchange rates, map categories) gives one `children` instead. */
  panel?: ReactNode;
}

interface Props<Key extends string | number> {
  tabs: TabEntry<Key>[];
  /** The accessible name of the tab list. */
  label: string;
  /** Controlled: the selected tab's key, kept by the owner (an effector model), told of each choice by onSelect. */
  selected?: Key;
  onSelect?: (key: Key) => void;
  /** Ids of the tabs and panel; a block rendered by the server that must hydrate to the same ids passes its own. */
  idBase?: string;
  /** The panel's content whichever tab is selected. */
  children?: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Left and Right move and select (wrapping), Home and End go
 * to the ends; only the selected tab is in the tab order (roving tabindex), its panel follows it.
 * Uncontrolled it keeps the choice itself, starting on the first tab; controlled it shows `selected`.
 * There is one panel, controlled by every tab and named by the selected one; only the selected tab's content is
 * mounted: a panel may load data (a partner's branches) when shown.
 */
export function Tabs<Key extends string | number>({ tabs, label, selected, onSelect, idBase, children }: Props<Key>) {
  const [chosen, setChosen] = useState<Key | undefined>(undefined);
  const ownId = useId();
  const id = idBase ?? ownId;
  const refs = useRef(new Map<Key, HTMLButtonElement>());
  const wanted = selected ?? chosen;
  const current = tabs.find((tab) => tab.key === wanted) ?? tabs[0];
  if (!current) return null;
  const currentIndex = tabs.indexOf(current);
  const tabId = (key: Key) => `${id}-tab-${key}`;
  const panelId = `${id}-panel`;

  function select(index: number) {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (!next) return;
    refs.current.get(next.key)?.focus();
    if (next.key === current?.key) return;
    setChosen(next.key);
    onSelect?.(next.key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = { ArrowRight: currentIndex + 1, ArrowLeft: currentIndex - 1, Home: 0, End: tabs.length - 1 }[event.key];
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
              if (element) refs.current.set(tab.key, element);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={tabId(tab.key)}
            aria-selected={tab === current}
            aria-controls={panelId}
            tabIndex={tab === current ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(current.key)} tabIndex={0} className={styles.panel}>
        {/* Keyed by its tab: another tab's content mounts afresh instead of being reconciled with the last one's. */}
        {children ?? <Fragment key={current.key}>{current.panel}</Fragment>}
      </div>
    </div>
  );
}
