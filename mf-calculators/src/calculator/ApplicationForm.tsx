import { useMemo, useRef } from 'react';
import { Block, type BlockContext } from '@bank/shared-kit';
import { translator } from '../i18n/strings';
import type { ApplicationCalculator } from '../calculation/application-values';
import { useBlockCode } from './use-block-code';
import styles from './calculator.module.css';

interface Props {
  blockId: string;
  formId: string;
  calculator: ApplicationCalculator;
  prefill?: Record<string, string>;
  context: BlockContext;
  /** The visitor turned to the form: its code is fetched only then (never on the server, which has no block host). */
  wanted: boolean;
}

/** The application form below a calculator: mf-forms' `forms` block, carrying the calculator's values. */
export function ApplicationForm({ blockId, formId, calculator, prefill, context, wanted }: Props) {
  const t = translator(context.language);
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
  const { status, retry } = useBlockCode(block, wanted);
  const area = useRef<HTMLDivElement>(null);
  // The retry button goes away with the failure: focus waits in the form's place instead of falling to the page.
  const retryFromArea = () => {
    area.current?.focus();
    retry();
  };

  return (
    <div ref={area} tabIndex={-1} className={styles.formArea}>
      {/* One status line, from the server's HTML on: a page without script says why no form comes, and the line
          that says so turns into the loading one (a changed live region is announced, a new one may not be). */}
      {(status === 'waiting' || status === 'loading') && (
        <p role="status" className={styles.formLoading}>
          {t(status === 'waiting' ? 'calcFormComing' : 'calcFormLoading')}
        </p>
      )}
      {status === 'failed' && (
        <div role="alert" className={styles.formFailed}>
          <p>{t('calcFormFailed')}</p>
          <button type="button" className="bank-primary-button" onClick={retryFromArea}>
            {t('retry')}
          </button>
        </div>
      )}
      {status === 'ready' && <Block block={block} context={context} />}
    </div>
  );
}
