import { useRef, type KeyboardEvent } from 'react';
import { useUnit } from 'effector-react';
import { type SiteLanguage } from '@bank/shared-kit';
import { translator, type StringKey } from '../../i18n/strings';
import { BRANCH_CATEGORIES, type BranchCategory } from '../../branches/branch';
import type { BranchMapModel } from '../../stores/branch-map-model';
import styles from './branch-map.module.css';

const CATEGORY_LABELS: Record<BranchCategory, StringKey> = {
  0: 'mapCategoryBranches',
  1: 'mapCategoryMiniBranches',
  2: 'mapCategoryBusinessCenters',
  3: 'mapCategoryAtms',
};

interface Props {
  model: BranchMapModel;
  language: SiteLanguage;
  /** The one tab panel; the selected tab carries `${panelId}-tab` as its id. */
  panelId: string;
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move between categories. */
export function CategoryTabs({ model, language, panelId }: Props) {
  const [category, choose] = useUnit([model.$category, model.categoryChosen]);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const t = translator(language);

  function onKeyDown(event: KeyboardEvent) {
    const last = BRANCH_CATEGORIES.length - 1;
    const moves: Record<string, number> = { ArrowRight: category + 1, ArrowLeft: category - 1, Home: 0, End: last };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = ((target + BRANCH_CATEGORIES.length) % BRANCH_CATEGORIES.length) as BranchCategory;
    choose(next);
    tabs.current[next]?.focus();
  }

  return (
    <div role="tablist" aria-label={t('mapCategories')} className={styles.tabs}>
      {BRANCH_CATEGORIES.map((item) => {
        const selected = item === category;
        return (
          <button
            key={item}
            ref={(element) => {
              tabs.current[item] = element;
            }}
            type="button"
            role="tab"
            id={selected ? `${panelId}-tab` : undefined}
            aria-selected={selected}
            aria-controls={selected ? panelId : undefined}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.tabSelected}` : styles.tab}
            onClick={() => !selected && choose(item)}
            onKeyDown={onKeyDown}
          >
            {t(CATEGORY_LABELS[item])}
          </button>
        );
      })}
    </div>
  );
}
