import { SECRET_CODE_BONUS_PERCENT } from '@bank/shared-kit';
import { type Translate } from '../../i18n/strings';
import styles from './webform.module.css';

/** The deposit secret code the visitor shows to a manager at a branch for +1 %. */
export function SecretCode({ code, t }: { code: string; t: Translate }) {
  if (!code) return null;
  return (
    <aside className={styles.secretCode} aria-label={t('secretCodeTitle')}>
      <p className={styles.secretCodeTitle}>{t('secretCodeTitle')}</p>
      <p className={styles.secretCodeValue}>{code}</p>
      <p className={styles.hint}>{t('secretCodeHint', { bonus: SECRET_CODE_BONUS_PERCENT })}</p>
    </aside>
  );
}
