import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { translator, type DictionaryKey, type SiteLanguage } from '@bank/shared-kit';
import type { AudienceTab, ResultAudience } from '../../rules/audience-tabs';
import { HitList } from './HitList';
import styles from './search-results.module.css';

interface Props {
  tabs: AudienceTab[];
  language: SiteLanguage;
}

const TAB_LABEL: Record<ResultAudience, DictionaryKey> = {
  individuals: 'searchTabIndividuals',
  business: 'searchTabBusiness',
  other: 'searchTabOther',
};

/** WAI-ARIA tabs with automatic activation: the first tab is selected on arrival, arrows, Home and End move. */
export function AudienceTabs({ tabs, language }: Props) {
  const t = translator(language);
  const id = useId();
  const [selected, setSelected] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const current = tabs[Math.min(selected, tabs.length - 1)];
  if (!current) return null;
  const selectedIndex = tabs.indexOf(current);

  function select(index: number) {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const moves: Record<string, number> = { ArrowRight: selectedIndex + 1, ArrowLeft: selectedIndex - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={t('searchAudienceTabs')} className={styles.tabList}>
        {tabs.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.audience}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.audience}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${tab.audience}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
            >
              {t(TAB_LABEL[tab.audience])} <span className={styles.tabCount}>({tab.hits.length})</span>
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.audience}
          role="tabpanel"
          id={`${id}-panel-${tab.audience}`}
          aria-labelledby={`${id}-tab-${tab.audience}`}
          tabIndex={0}
          hidden={index !== selectedIndex}
          className={styles.panel}
        >
          <HitList hits={tab.hits} />
        </div>
      ))}
    </div>
  );
}
