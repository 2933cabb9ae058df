import { useEffect, useId, useState } from 'react';
import { formatAmount } from '@bank/shared-kit';
import { type Translate } from '../i18n/strings';
import type { Question } from '../api/calculator-types';
import { isBelowMin, readTypedValue } from '../calculation/range-rules';
import styles from './calculator.module.css';

interface Props {
  question: Question;
  value: number;
  onChange: (value: number | null) => void;
  t: Translate;
}

const shown = (value: number) => (Number.isNaN(value) ? '' : formatAmount(value, 0));

function unitLabel(question: Question, t: Translate): string {
  if (question.unit === 'UAH') return t('calcUah');
  if (question.unit === 'months') return t('calcMonths');
  if (question.unit === 'years') return t('calcYears');
  return '';
}

/** A slider with its value also typed: digits only, above max rejected, below min the range message. */
export function RangeField({ question, value, onChange, t }: Props) {
  const id = useId();
  const [typed, setTyped] = useState(shown(value));
  const unit = unitLabel(question, t);
  const belowMin = isBelowMin(value, question);
  const withUnit = (amount: number) => `${formatAmount(amount, 0)}${unit ? ` ${unit}` : ''}`;

  // The slider moves the value: the typed text follows it.
  useEffect(() => {
    const current = readTypedValue(typed, question);
    if (!current.accepted || current.value !== (Number.isNaN(value) ? null : value)) setTyped(shown(value));
    // Only an outside change of the value re-syncs the text.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-typed`} className={styles.fieldLabel}>
        {question.text}
      </label>
      <div className={styles.typedRow}>
        <input
          id={`${id}-typed`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className={styles.typed}
          value={typed}
          aria-invalid={belowMin}
          aria-describedby={belowMin ? `${id}-range` : `${id}-limits`}
          onChange={(event) => {
            const read = readTypedValue(event.target.value, question);
            if (!read.accepted) return;
            setTyped(read.value === null ? '' : formatAmount(read.value, 0));
            onChange(read.value);
          }}
        />
        {unit && <span className={styles.unit}>{unit}</span>}
      </div>
      <input
        type="range"
        className={styles.slider}
        aria-label={t('calcSlider', { label: question.text })}
        aria-valuetext={withUnit(Number.isNaN(value) ? question.min : value)}
        min={question.min}
        max={question.max}
        step={question.step}
        value={Number.isNaN(value) ? question.min : Math.max(question.min, value)}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <div id={`${id}-limits`} className={styles.limits}>
        <span>{withUnit(question.min)}</span>
        <span>{withUnit(question.max)}</span>
      </div>
      {belowMin && (
        <p id={`${id}-range`} className={styles.rangeMessage}>
          {t('calcRangeMessage', { min: withUnit(question.min), max: withUnit(question.max) })}
        </p>
      )}
    </div>
  );
}
