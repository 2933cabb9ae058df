import { useMemo } from 'react';
import { Block, type BlockContext } from '@bank/shared-kit';
import type { ApplicationCalculator } from '../calculation/application-values';
import { useHydrated } from './use-hydrated';
import styles from './calculator.module.css';

interface Props {
  blockId: string;
  formId: string;
  calculator: ApplicationCalculator;
  prefill?: Record<string, string>;
  context: BlockContext;
}

/** The application form below a calculator: mf-forms' `forms` block, carrying the calculator's values. */
export function ApplicationForm({ blockId, formId, calculator, prefill, context }: Props) {
  const hydrated = useHydrated();
  const calculatorKey = JSON.stringify(calculator);
  const prefillKey = JSON.stringify(prefill ?? null);
  // A new block object only when what it carries changed: the form is not re-rendered on every keystroke.
  const block = useMemo(
    () => ({
      id: `${blockId}-application`,
      type: 'forms',
      attributes: { field_form_id: formId, display: 'inline', calculator, ...(prefill ? { prefill } : {}) },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [blockId, formId, calculatorKey, prefillKey],
  );
  return (
    <div className={styles.application}>
      {hydrated && <Block block={block} context={context} />}
    </div>
  );
}
