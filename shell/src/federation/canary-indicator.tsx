import { createRoot } from 'react-dom/client';
import { useUnit } from 'effector-react';
import { $language, translator } from '@bank/shared-kit';
import type { LiveRemote } from './remote-manifest';
import { rememberCanary } from './canary';
import styles from './canary-indicator.module.css';

function CanaryIndicator({ canary }: { canary: LiveRemote }) {
  const t = translator(useUnit($language));
  const leave = () => {
    rememberCanary(null);
    window.location.reload();
  };
  return (
    <aside className={styles.indicator} aria-label={t('canaryIndicator')}>
      <p className={styles.notice}>{t('canaryNotice', { remote: canary.name, version: canary.version })}</p>
      <button type="button" className={styles.leave} onClick={leave}>
        {t('canaryLeave')}
      </button>
    </aside>
  );
}

/** Its own root outside the page's: the server-rendered page hydrates unchanged for canary visitors too. */
export function showCanaryIndicator(canary: LiveRemote): void {
  const container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(<CanaryIndicator canary={canary} />);
}
