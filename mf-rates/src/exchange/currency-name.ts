import { type Translate, type StringKey } from '../i18n/strings';
import { HRYVNIA } from './exchange-rate';

const NAME_KEYS: Readonly<Record<string, StringKey>> = {
  [HRYVNIA]: 'ratesHryvnia',
  USD: 'ratesCurrencyUsd',
  EUR: 'ratesCurrencyEur',
  PLN: 'ratesCurrencyPln',
  GBP: 'ratesCurrencyGbp',
  CHF: 'ratesCurrencyChf',
  CZK: 'ratesCurrencyCzk',
  JPY: 'ratesCurrencyJpy',
  CAD: 'ratesCurrencyCad',
};

/** The name visitors read beside ISO letters, in the page's language; null for a currency the site has no name for. */
export function currencyName(code: string, t: Translate): string | null {
  const key = NAME_KEYS[code];
  return key ? t(key) : null;
}
