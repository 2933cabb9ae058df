import { useId, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { type Translate } from '../../i18n/strings';
import { createEmailConfirmationModel, type EmailConfirmationCalls, type PendingConfirmation } from './email-confirmation-model';
import styles from '../verification.module.css';

interface Props {
  pending: PendingConfirmation;
  /** What the send answered (it says a code went to the mailbox). */
  text: string;
  t: Translate;
  calls: EmailConfirmationCalls;
  onConfirmed: (message: string) => void;
}

/** Feedback and complaints: the visitor confirms the email with the code sent to it (forms spec 2.4, 4.3). */
export function EmailConfirmation({ pending, text, t, calls, onConfirmed }: Props) {
  const [model] = useState(() => createEmailConfirmationModel({ pending, calls, t, onConfirmed }));
  const [code, error, checking] = useUnit([model.$code, model.$error, model.checking]);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.codeSubmitted();
  };
  return (
    <section aria-labelledby={`${id}-title`} className={styles.codeForm}>
      <h3 id={`${id}-title`}>{t('emailCodeSent')}</h3>
      {text && <p className={styles.lead}>{text}</p>}
      <form onSubmit={submit} className={styles.codeForm} noValidate>
        <label htmlFor={`${id}-code`}>{t('emailCode')}</label>
        <input
          id={`${id}-code`}
          name="email-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => model.codeChanged(event.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={styles.codeInput}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className={styles.error}>
            {error}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="bank-primary-button" disabled={checking}>
            {t('smsConfirm')}
          </button>
        </div>
      </form>
    </section>
  );
}
