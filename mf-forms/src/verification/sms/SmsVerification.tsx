import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { ModalDialog, SMS_CODE_DIGITS, type SiteLanguage } from '@bank/shared-kit';
import { type Translate, type StringKey } from '../../i18n/strings';
import type { SmsAnswer } from '../../api/sms-gateway';
import { createSmsModel } from './sms-model';
import { smsCodeInput } from './sms-steps';
import styles from '../verification.module.css';

interface Props {
  phone: string;
  language: SiteLanguage;
  t: Translate;
  send: (phone: string) => Promise<SmsAnswer>;
  check: (phone: string, code: string, idOtp: string) => Promise<SmsAnswer>;
  onVerified: () => void;
  onBack: (message: StringKey | null, params?: Record<string, string | number>) => void;
}

const shownPhone = (digits: string) => `+${digits.slice(0, 2)} (${digits.slice(2, 5)}) ${digits.slice(5, 8)}-${digits.slice(8, 10)}-${digits.slice(10)}`;

/** The SMS popup between the form's submit and its send (forms spec 2.3). */
export function SmsVerification({ phone, language, t, send, check, onVerified, onBack }: Props) {
  const [model] = useState(() => createSmsModel({ phone, send, check, onVerified, onBack }));
  const [code, status, wrongCode] = useUnit([model.$code, model.$status, model.$wrongCode]);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => model.opened(), [model]);
  useEffect(() => {
    if (status === 'entering') input.current?.focus();
  }, [status, wrongCode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.codeSubmitted();
  };

  return (
    <ModalDialog open title={t('smsTitle')} language={language} closeLabel={t('goBack')} onClose={() => model.wentBack()}>
      <p role="status" className={styles.lead}>
        {status === 'sending' ? t('smsSending') : t('smsSent', { phone: shownPhone(phone) })}
      </p>
      <form onSubmit={submit} className={styles.codeForm} noValidate>
        <label htmlFor={`${id}-code`}>{t('smsCode')}</label>
        <input
          ref={input}
          id={`${id}-code`}
          name="sms-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_DIGITS}
          value={code}
          onChange={(event) => model.codeChanged(smsCodeInput(event.target.value, SMS_CODE_DIGITS))}
          disabled={status === 'sending'}
          aria-invalid={wrongCode || undefined}
          aria-describedby={wrongCode ? `${id}-wrong` : undefined}
          className={styles.codeInput}
        />
        {wrongCode && (
          <p id={`${id}-wrong`} role="alert" className={styles.error}>
            {t('smsWrongCode')}
          </p>
        )}
        <div className={styles.actions}>
          <button type="submit" className="bank-primary-button" disabled={status !== 'entering'}>
            {t('smsConfirm')}
          </button>
          <button type="button" className="bank-secondary-button" onClick={() => model.wentBack()}>
            {t('goBack')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
