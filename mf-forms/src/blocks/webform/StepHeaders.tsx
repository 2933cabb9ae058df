import { type Translate } from '../../i18n/strings';
import type { FormStep } from '../../form-rules/form-steps';
import styles from './webform.module.css';

interface Props {
  steps: FormStep[];
  current: number;
  t: Translate;
  onChoose: (index: number) => void;
}

/** The step headers of a two-step form; a click on a header switches to that step. */
export function StepHeaders({ steps, current, t, onChoose }: Props) {
  return (
    <nav aria-label={t('formSteps')}>
      <ol className={styles.steps}>
        {steps.map((step, index) => (
          <li key={step.title || index}>
            <button
              type="button"
              className={index === current ? styles.currentStep : styles.step}
              aria-current={index === current ? 'step' : undefined}
              onClick={() => onChoose(index)}
            >
              <span className={styles.stepNumber}>{t('stepNumber', { n: index + 1 })}</span> {step.title}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
