import { formatAmount } from '@bank/shared-kit';
import { type Translate } from '../../i18n/strings';
import { hasSpread, rateDecimals, type RateSource } from '../../exchange/rate-source';
import type { RateBoard } from '../../exchange/exchange-rate';
import { currencyName } from '../../exchange/currency-name';
import { SOURCE_LABELS } from './source-labels';
import styles from './exchange-rates.module.css';

interface Props {
  source: RateSource;
  board: RateBoard;
  t: Translate;
}

/** 2026-11-20 as the bank writes dates: 20.11.2026. */
function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return year && month && day ? `${day}.${month}.${year}` : isoDate;
}

/** The rates of one source: buy and sell, or the one official rate of the National Bank. */
export function RatesTable({ source, board, t }: Props) {
  if (board.rates.length === 0) return <p>{t('ratesNone')}</p>;
  const decimals = rateDecimals(source);
  const spread = hasSpread(source);
  const caption = t('ratesTableCaption', { source: t(SOURCE_LABELS[source]) });
  return (
    <>
      {board.date && <p className={styles.date}>{t('ratesDate', { date: displayDate(board.date) })}</p>}
      {/* At 320 px the table scrolls in this box, which keyboard users reach and scroll too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className="bank-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ratesCurrency')}</th>
              {spread ? (
                <>
                  <th scope="col">{t('ratesBankBuys')}</th>
                  <th scope="col">{t('ratesBankSells')}</th>
                </>
              ) : (
                <th scope="col">{t('ratesOfficial')}</th>
              )}
            </tr>
          </thead>
          <tbody>
            {board.rates.map((rate) => (
              <tr key={rate.code}>
                <th scope="row">
                  <span className={styles.code}>{rate.code}</span> <span className={styles.name}>{currencyName(rate.code, t)}</span>
                </th>
                {spread ? (
                  <>
                    <td>{formatAmount(rate.byRate, decimals)}</td>
                    <td>{formatAmount(rate.sellRate, decimals)}</td>
                  </>
                ) : (
                  <td>{formatAmount(rate.sellRate, decimals)}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
