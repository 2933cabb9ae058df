import { useId, useState, type ReactNode } from 'react';
import { type BlockContext, type CmsBlock } from '@bank/shared-kit';
import { translator } from '../i18n/strings';
import { applicationCalculator, applicationFormId } from '../calculation/application-values';
import { everyValueReachesMin } from '../calculation/range-rules';
import { ApplicationForm } from './ApplicationForm';
import { CalculatorFields } from './CalculatorFields';
import { MortgageOffer } from './MortgageOffer';
import { OfferSummary } from './OfferSummary';
import { ResultPanel } from './ResultPanel';
import type { CalculatorData } from './load-calculator-data';
import { useCalculatorModel } from './use-calculator-model';
import { useFormWanted } from './use-form-wanted';
import { useSteadyReading } from './use-steady-reading';
import styles from './calculator.module.css';

interface Props {
  block: CmsBlock;
  context: BlockContext;
  data: CalculatorData;
  /** What a variant shows under the title: a carousel, a subtitle with advantages. */
  intro?: ReactNode;
  /** What a variant adds before the application form (the map calculator's branch choice). */
  beforeForm?: ReactNode;
  /** Values a variant pre-fills in the application form, by webform key. */
  prefill?: Record<string, string>;
}

/** Every calculator type: its inputs, "The best offer" and the application form below. */
export function CalculatorSection({ block, context, data, intro, beforeForm, prefill }: Props) {
  const t = translator(context.language);
  const headingId = useId();
  const { inputs, outcome, lastResult, busy, onValueChange, onAnswerChoose } = useCalculatorModel(data, context);
  const formId = applicationFormId(data.context, lastResult);
  // Spec 4.4: the mortgage application is open only when every value is at least its min.
  const formOpen = data.type !== 'MortgageCalc' || everyValueReachesMin(data.questions, inputs);
  const [section, setSection] = useState<HTMLElement | null>(null);
  const [formPlace, setFormPlace] = useState<HTMLElement | null>(null);
  const formWanted = useFormWanted(section, formPlace);
  useSteadyReading(section, formPlace);

  return (
    <section ref={setSection} className={styles.calculator} aria-labelledby={data.title ? headingId : undefined}>
      {data.title && (
        <h2 id={headingId} className={styles.title}>
          {data.title}
        </h2>
      )}
      {intro}
      <div className={styles.layout}>
        <CalculatorFields
          questions={data.questions}
          answers={data.answers}
          inputs={inputs}
          onValueChange={onValueChange}
          onAnswerChoose={onAnswerChoose}
          t={t}
        />
        <ResultPanel outcome={outcome} busy={busy} t={t}>
          {(shown) => (data.type === 'MortgageCalc' ? <MortgageOffer result={shown} t={t} /> : <OfferSummary type={data.type} result={shown} t={t} />)}
        </ResultPanel>
      </div>
      {beforeForm}
      {formId && (
        <div ref={setFormPlace} className={styles.application}>
          {formOpen ? (
            <ApplicationForm
              blockId={block.id}
              formId={formId}
              calculator={applicationCalculator(data.type, data.context, inputs, lastResult)}
              prefill={prefill}
              context={context}
              wanted={formWanted}
            />
          ) : (
            <>
              <button type="button" className="bank-primary-button" disabled aria-describedby={`${headingId}-gate`}>
                {t('calcApply')}
              </button>
              <p id={`${headingId}-gate`} className={styles.hint}>
                {t('calcApplyGate')}
              </p>
            </>
          )}
        </div>
      )}
    </section>
  );
}
