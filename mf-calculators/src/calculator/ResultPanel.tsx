import { useId, type ReactNode } from 'react';
import { type Translate } from '../i18n/strings';
import type { CalculatorResult } from '../api/calculator-types';
import type { CalculationOutcome } from '../stores/calculator-model';
import styles from './calculator.module.css';

interface Props {
  outcome: CalculationOutcome;
  busy: boolean;
  t: Translate;
  children: (result: CalculatorResult) => ReactNode;
}

/**
 * "The best offer": the figures, or the FAILURE message in their place, and the indicative-figures hint; where the
 * browser runs no script, that these are the default values' figures (the values can be changed, not calculated).
 */
export function ResultPanel({ outcome, busy, t, children }: Props) {
  const headingId = useId();
  return (
    <section className={styles.result} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.resultTitle}>
        {t('calcBestOffer')}
      </h3>
      {/* The previous figures stay while a newer answer is on its way: no flicker. */}
      <div aria-live="polite" aria-busy={busy} className={busy ? styles.resultBusy : undefined}>
        {outcome.status === 'result' && children(outcome.result)}
        {outcome.status === 'failure' && <p className={styles.failure}>{outcome.message}</p>}
        {outcome.status === 'error' && <p className={styles.failure}>{t('calcCalculationFailed')}</p>}
        {outcome.status === 'invalid' && <p>{t('calcFixRange')}</p>}
      </div>
      <p role="status" className={styles.calculating}>
        {busy ? t('calcCalculating') : ''}
      </p>
      <p className={styles.hint}>{t('calcIndicativeHint')}</p>
      <p className={styles.withoutScript}>{t('calcNeedsScript')}</p>
    </section>
  );
}
