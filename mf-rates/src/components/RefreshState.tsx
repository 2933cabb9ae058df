import type { ReactNode } from 'react';
import { type Translate } from '../i18n/strings';
import type { RefreshStatus } from '../stores/refresh-status';
import styles from './refresh-state.module.css';

interface Props {
  status: RefreshStatus;
  loadingText: string;
  onRetry: () => void;
  t: Translate;
  /** What the block shows, kept on screen while the new data loads. */
  children: ReactNode;
}

/** A status line while new data loads; when it fails, an alert with a retry in place of the content. */
export function RefreshState({ status, loadingText, onRetry, t, children }: Props) {
  return (
    <>
      {status === 'loading' && (
        <p role="status" className={styles.status}>
          {loadingText}
        </p>
      )}
      {status === 'failed' ? (
        <div role="alert" className={styles.failed}>
          <p>{t('loadFailed')}</p>
          <button type="button" onClick={onRetry}>
            {t('retry')}
          </button>
        </div>
      ) : (
        children
      )}
    </>
  );
}
