import { useId } from 'react';
import { type Translate } from '../../i18n/strings';
import styles from './deposit-rates-table.module.css';

interface Props {
  currencies: string[];
  current: string;
  onChoose: (currency: string) => void;
  t: Translate;
}

/** The configured currencies as a radio group: arrows move between them, as in any radio group. */
export function CurrencySwitcher({ currencies, current, onChoose, t }: Props) {
  const name = useId();
  return (
    <fieldset className={styles.currencies}>
      <legend className={styles.currenciesLegend}>{t('depositsCurrency')}</legend>
      {currencies.map((currency) => (
        <label key={currency} className={styles.currency}>
          <input type="radio" name={name} value={currency} checked={currency === current} onChange={() => onChoose(currency)} />
          <span>{currency}</span>
        </label>
      ))}
    </fieldset>
  );
}
