import { useId } from 'react';
import { ArrowLeftRight } from 'lucide';
import { Icon, formatAmount } from '@bank/shared-kit';
import { type Translate } from '../../i18n/strings';
import { hasSpread, type RateSource } from '../../exchange/rate-source';
import { HRYVNIA, type RateBoard, type RateKind } from '../../exchange/exchange-rate';
import { CONVERTER_DECIMALS, convertCurrency } from '../../exchange/convert-currency';
import { currencyName } from '../../exchange/currency-name';
import { AMOUNT_MAX_DECIMALS, AMOUNT_MAX_WHOLE_DIGITS, readConverterAmount, type AmountProblem } from '../../exchange/converter-amount';
import type { ConverterChoice } from '../../stores/exchange-rates-model';
import { effectiveFrom, effectiveTo } from '../../stores/exchange-rates-model';
import styles from './exchange-rates.module.css';

interface Props {
  source: RateSource;
  /** The rates shown (their currencies are offered). */
  board: RateBoard;
  /** The rates to convert at: null while the chosen tab's own have not arrived. */
  rates: RateBoard | null;
  ratesFailed: boolean;
  choice: ConverterChoice;
  onAmount: (text: string) => void;
  onFrom: (code: string) => void;
  onTo: (code: string) => void;
  onKind: (kind: RateKind) => void;
  onSwap: () => void;
  t: Translate;
}

function problemMessage(problem: AmountProblem, t: Translate): string {
  switch (problem) {
    case 'negative':
      return t('ratesAmountNegative');
    case 'tooLong':
      return t('ratesAmountTooLong', { n: AMOUNT_MAX_WHOLE_DIGITS });
    case 'tooManyDecimals':
      return t('ratesAmountTooManyDecimals', { n: AMOUNT_MAX_DECIMALS });
    case 'notNumber':
      return t('ratesAmountNotNumber');
  }
}

const KIND_LABELS = { sellRate: 'ratesOperationBuy', byRate: 'ratesOperationSell' } as const;

/** Amount and two currencies; the result is converted through the hryvnia with the chosen rate. */
export function Converter({ source, board, rates, ratesFailed, choice, onAmount, onFrom, onTo, onKind, onSwap, t }: Props) {
  const id = useId();
  const from = effectiveFrom(choice, board);
  const to = effectiveTo(choice, board);
  const amount = readConverterAmount(choice.amount);
  const kind: RateKind = hasSpread(source) ? choice.kind : 'sellRate';
  const result = amount.kind === 'valid' && rates ? convertCurrency(amount.value, from, to, rates, kind) : null;
  let resultText = result === null ? t('ratesResultHint') : `${formatAmount(result, CONVERTER_DECIMALS)} ${to}`;
  if (!rates) resultText = ratesFailed ? t('ratesUnavailable') : t('ratesLoading');
  const options = [HRYVNIA, ...board.rates.map(({ code }) => code)].map((code) => {
    const name = currencyName(code, t);
    return (
      <option key={code} value={code}>
        {name ? `${code} — ${name}` : code}
      </option>
    );
  });
  const errorId = `${id}-amount-error`;

  return (
    <form className={styles.converter} aria-labelledby={`${id}-title`} onSubmit={(event) => event.preventDefault()}>
      <h3 id={`${id}-title`} className={styles.converterTitle}>
        {t('ratesConverter')}
      </h3>
      {hasSpread(source) && (
        <fieldset className={styles.kinds}>
          <legend>{t('ratesOperation')}</legend>
          {(['sellRate', 'byRate'] as const).map((option) => (
            <label key={option} className={styles.kind}>
              <input type="radio" name={`${id}-kind`} value={option} checked={kind === option} onChange={() => onKind(option)} />
              {t(KIND_LABELS[option])}
            </label>
          ))}
        </fieldset>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-amount`}>{t('ratesAmount')}</label>
        <input
          id={`${id}-amount`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="bank-input"
          value={choice.amount}
          aria-invalid={amount.kind === 'refused'}
          aria-describedby={amount.kind === 'refused' ? errorId : undefined}
          onChange={(event) => onAmount(event.target.value)}
        />
        {amount.kind === 'refused' && (
          <p id={errorId} role="alert" className="bank-field-error">
            {problemMessage(amount.problem, t)}
          </p>
        )}
      </div>
      <div className={styles.currencies}>
        <div className={styles.field}>
          <label htmlFor={`${id}-from`}>{t('ratesFrom')}</label>
          <select id={`${id}-from`} className="bank-input" value={from} onChange={(event) => onFrom(event.target.value)}>
            {options}
          </select>
        </div>
        <button type="button" className={styles.swap} onClick={onSwap} aria-label={t('ratesSwap')}>
          <Icon drawing={ArrowLeftRight} size={20} />
        </button>
        <div className={styles.field}>
          <label htmlFor={`${id}-to`}>{t('ratesTo')}</label>
          <select id={`${id}-to`} className="bank-input" value={to} onChange={(event) => onTo(event.target.value)}>
            {options}
          </select>
        </div>
      </div>
      <p className={styles.result}>
        <span id={`${id}-result-label`}>{t('ratesResult')}</span>{' '}
        <output htmlFor={`${id}-amount ${id}-from ${id}-to`} aria-labelledby={`${id}-result-label`} aria-live="polite">
          {resultText}
        </output>
      </p>
    </form>
  );
}
