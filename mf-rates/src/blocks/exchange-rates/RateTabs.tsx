import { useRef, type KeyboardEvent } from 'react';
import { type Translate } from '../../i18n/strings';
import type { RateSource } from '../../exchange/rate-source';
import styles from './exchange-rates.module.css';

export const SOURCE_LABELS = { cash: 'ratesTabCash', cards: 'ratesTabCards', nbu: 'ratesTabNbu' } as const;

interface Props {
  idBase: string;
  sources: readonly RateSource[];
  current: RateSource;
  onChoose: (source: RateSource) => void;
  t: Translate;
}

export const tabId = (idBase: string, source: RateSource) => `${idBase}-tab-${source}`;
export const panelId = (idBase: string) => `${idBase}-panel`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and choose. */
export function RateTabs({ idBase, sources, current, onChoose, t }: Props) {
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const last = sources.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const source = sources[next];
    if (!source) return;
    tabs.current[next]?.focus();
    if (source !== current) onChoose(source);
  }

  return (
    <div role="tablist" aria-label={t('ratesTabsLabel')} className={styles.tabs}>
      {sources.map((source, index) => {
        const selected = source === current;
        return (
          <button
            key={source}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, source)}
            aria-selected={selected}
            aria-controls={panelId(idBase)}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => !selected && onChoose(source)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {t(SOURCE_LABELS[source])}
          </button>
        );
      })}
    </div>
  );
}
