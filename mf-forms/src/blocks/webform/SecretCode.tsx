import { useId } from 'react';
import { SECRET_CODE_BONUS_PERCENT } from '@bank/shared-kit';
import { type Translate } from '../../i18n/strings';
import styles from './webform.module.css';

/**
 * The deposit secret code the visitor shows to a manager at a branch for +1 %. Its title is a heading (under the
 * form's own h2), and the big code is a value, not a paragraph styled like a heading (axe p-as-heading).
 */
export function SecretCode({ code, t }: { code: string; t: Translate }) {
  const titleId = useId();
  if (!code) return null;
  return (
    <aside className={styles.secretCode} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.secretCodeTitle}>
        {t('secretCodeTitle')}
      </h3>
      <div className={styles.secretCodeValue}>{code}</div>
      <p className={styles.hint}>{t('secretCodeHint', { bonus: SECRET_CODE_BONUS_PERCENT })}</p>
    </aside>
  );
}
