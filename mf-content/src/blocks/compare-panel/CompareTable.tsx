import { X } from 'lucide';
import { Icon, type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import { compareRows } from '../../products/compare-table';
import type { ProductCard } from '../../products/product-card';
import { compareRemoved } from '../../stores/compare-model';
import styles from './compare-panel.module.css';

/** The compare popup's table: products as columns, their features as rows. */
export function CompareTable({ cards, language }: { cards: ProductCard[]; language: SiteLanguage }) {
  const t = translator(language);
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('compareFeature')}</th>
            {cards.map((card) => (
              <th key={card.id} scope="col">
                {card.title}
                {card.subtitle && <span className={styles.subtitle}>{card.subtitle}</span>}
                <button type="button" className={styles.remove} onClick={() => compareRemoved(card.id)} aria-label={t('compareRemove', { title: card.title })}>
                  <Icon drawing={X} size={16} />
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {compareRows(cards).map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              {row.values.map((value, index) => (
                <td key={cards[index]?.id ?? index}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
