import { Check } from 'lucide';
import { Icon, COMPARE_MAX, type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../i18n/strings';
import { compareAdded, compareRemoved } from '../stores/compare-model';
import { isCompareFull } from '../stores/compare-rules';
import { useCompareList } from '../stores/use-compare';
import type { ProductCard } from './product-card';
import styles from './products.module.css';

/** Add to comparison from a card; pressed while the product is compared; disabled once 3 are chosen. */
export function CompareToggle({ card, language }: { card: ProductCard; language: SiteLanguage }) {
  const list = useCompareList();
  const t = translator(language);
  const chosen = list.some((entry) => entry.id === card.id);
  const refused = !chosen && isCompareFull(list);
  const hintId = `compare-limit-${card.id}`;
  return (
    <div className={styles.compare}>
      <button
        type="button"
        className={styles.compareButton}
        aria-pressed={chosen}
        disabled={refused}
        aria-describedby={refused ? hintId : undefined}
        onClick={() => (chosen ? compareRemoved(card.id) : compareAdded(card))}
      >
        {chosen && <Icon drawing={Check} size={16} />}
        {chosen ? t('compareAdded') : t('compareAdd')}
        {chosen && <span className="bank-visually-hidden"> ({t('compareAdd')})</span>}
      </button>
      {refused && (
        <p id={hintId} className={styles.hint}>
          {t('compareLimit', { max: COMPARE_MAX })}
        </p>
      )}
    </div>
  );
}
