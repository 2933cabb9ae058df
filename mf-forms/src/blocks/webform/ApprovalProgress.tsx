import { useId } from 'react';
import { type Translate } from '../../i18n/strings';
import styles from './webform.module.css';

/** "Loan approval probability" above the fields of a form with a progress-bar field. */
export function ApprovalProgress({ percent, t }: { percent: number; t: Translate }) {
  const id = useId();
  return (
    <div className={styles.progress}>
      <p id={id} className={styles.progressTitle}>
        {t('approvalProbability')}: <strong>{percent}%</strong>
      </p>
      <div role="progressbar" aria-labelledby={id} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className={styles.progressTrack}>
        <div className={styles.progressBar} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
