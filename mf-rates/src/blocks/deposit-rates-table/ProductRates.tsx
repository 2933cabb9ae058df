import { useId } from 'react';
import { type Translate } from '../../i18n/strings';
import { formatDepositAmount, formatDepositRate, type DepositCell, type DepositProductTable } from '../../deposits/deposit-table';
import styles from './deposit-rates-table.module.css';

interface Props {
  product: DepositProductTable;
  currency: string;
  /** Absent when the block has no application form: the rates are then plain text. */
  onRate?: (cell: DepositCell) => void;
  t: Translate;
}

/** One product: rows are deposit amounts, columns are terms; a cell is a rate or a dash. */
export function ProductRates({ product, currency, onRate, t }: Props) {
  const headingId = useId();
  const amountLabel = (amount: number) => t('depositsFromAmount', { amount: formatDepositAmount(amount), currency });
  return (
    <article className={styles.product} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.productName}>
        {product.productName}
      </h3>
      {product.advantages.length > 0 && (
        <ul className={styles.advantages}>
          {product.advantages.map((advantage) => (
            <li key={advantage}>{advantage}</li>
          ))}
        </ul>
      )}
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="bank-visually-hidden">{t('depositsRatesCaption', { product: product.productName, currency })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('depositsAmount')}</th>
              {product.terms.map((term) => (
                <th key={term.kind} scope="col">
                  {term.display}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {product.rows.map((row) => (
              <tr key={row.amount}>
                <th scope="row">{amountLabel(row.amount)}</th>
                {row.cells.map((cell, index) => (
                  <td key={product.terms[index]?.kind ?? index}>
                    {cell === null ? (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="bank-visually-hidden">{t('depositsNoRate')}</span>
                      </>
                    ) : onRate ? (
                      <button
                        type="button"
                        className={styles.rate}
                        aria-label={t('depositsApplyRate', { rate: formatDepositRate(cell.rate), term: cell.kindDisplay, amount: amountLabel(cell.amount) })}
                        onClick={() => onRate(cell)}
                      >
                        {formatDepositRate(cell.rate)}
                      </button>
                    ) : (
                      formatDepositRate(cell.rate)
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}
