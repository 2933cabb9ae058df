import { useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '../block/use-hydrated';
import styles from './tabs.module.css';

export interface TabEntry<Key extends string | number = string> {
  key: Key;
  label: ReactNode;
  /** This tab's panel; a tab set whose content follows its owner's state (exchange rates, map categories) gives
   *  one `children` instead. */
  panel?: ReactNode;
}

interface Props<Key extends string | number> {
  tabs: TabEntry<Key>[];
  /** The accessible name of the tab list. */
  label: string;
  /** Controlled: the selected tab's key, kept by the owner (an effector model), told of each choice by onSelect. */
  selected?: Key;
  onSelect?: (key: Key) => void;
  /** Ids of the tabs and panels; a block rendered by the server that must hydrate to the same ids passes its own. */
  idBase?: string;
  /** The one panel's content whichever tab is selected. */
  children?: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: Left and Right move and select (wrapping), Home and End go
 * to the ends; once live, only the selected tab is in the tab order (roving tabindex), its panel follows it.
 * Uncontrolled it keeps the choice itself, starting on the first tab; controlled it shows `selected`.
 *
 * Tabs with panels of their own render every panel, the others hidden, and each tab is a link to its panel: the
 * server's HTML holds all the content, and without script the link shows its panel (tabs.module.css, :target).
 * Tabs over one `children` panel are buttons: their content follows the owner's state, which only script changes.
 */
export function Tabs<Key extends string | number>({ tabs, label, selected, onSelect, idBase, children }: Props<Key>) {
  const [chosen, setChosen] = useState<Key | undefined>(undefined);
  // Before then (on the server, without script) every tab is in the tab order: each one works on its own.
  const live = useHydrated();
  const ownId = useId();
  const id = idBase ?? ownId;
  const refs = useRef(new Map<Key, HTMLElement>());
  const wanted = selected ?? chosen;
  const current = tabs.find((tab) => tab.key === wanted) ?? tabs[0];
  if (!current) return null;
  const currentIndex = tabs.indexOf(current);
  const ownPanels = children === undefined;
  const tabId = (key: Key) => `${id}-tab-${key}`;
  const panelId = (key: Key) => (ownPanels ? `${id}-panel-${key}` : `${id}-panel`);

  function select(index: number) {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (!next) return;
    refs.current.get(next.key)?.focus();
    if (next.key === current?.key) return;
    setChosen(next.key);
    onSelect?.(next.key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const next = { ArrowRight: currentIndex + 1, ArrowLeft: currentIndex - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  function tabProps(tab: TabEntry<Key>, index: number) {
    return {
      ref: (element: HTMLElement | null) => {
        if (element) refs.current.set(tab.key, element);
        else refs.current.delete(tab.key);
      },
      role: 'tab',
      id: tabId(tab.key),
      'aria-selected': tab === current,
      'aria-controls': panelId(tab.key),
      tabIndex: live ? (tab === current ? 0 : -1) : undefined,
      className: styles.tab,
      onClick: (event: MouseEvent) => {
        // Live, a tab selects; its link (the page's address with the panel's id) is for a page without script.
        event.preventDefault();
        select(index);
      },
      onKeyDown,
    };
  }

  return (
    <div className={styles.tabs}>
      {/* Buttons do nothing without script: such a list is hidden then (tabs.module.css), the panel shows the first choice. */}
      <div role="tablist" aria-label={label} className={ownPanels ? styles.list : `${styles.list} ${styles.needsScript}`}>
        {tabs.map((tab, index) =>
          ownPanels ? (
            <a key={tab.key} href={`#${panelId(tab.key)}`} {...tabProps(tab, index)}>
              {tab.label}
            </a>
          ) : (
            <button key={tab.key} type="button" {...tabProps(tab, index)}>
              {tab.label}
            </button>
          ),
        )}
      </div>
      {ownPanels ? (
        tabs.map((tab) => (
          <div
            key={tab.key}
            role="tabpanel"
            id={panelId(tab.key)}
            aria-labelledby={tabId(tab.key)}
            hidden={tab !== current}
            tabIndex={0}
            className={styles.panel}
          >
            {tab.panel}
          </div>
        ))
      ) : (
        <div role="tabpanel" id={panelId(current.key)} aria-labelledby={tabId(current.key)} tabIndex={0} className={styles.panel}>
          {children}
        </div>
      )}
    </div>
  );
}
