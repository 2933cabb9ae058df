import { useUnit } from 'effector-react';
import { CmsHtml, translator, type SiteLanguage } from '@bank/shared-kit';
import { $notice, $noticeDismissed, noticeDismissed } from './notice-model';
import styles from './site-notice.module.css';

/** The site-wide notice: closing it hides it on this device for 12 hours. */
export function SiteNotice({ language }: { language: SiteLanguage }) {
  const t = translator(language);
  const [notice, dismissed] = useUnit([$notice, $noticeDismissed]);
  if (!notice || dismissed) return null;
  return (
    <section aria-label={notice.label || t('siteNotice')} className={styles.notice}>
      <div className={styles.inner}>
        <CmsHtml html={notice.html} className={styles.text} />
        <button type="button" className={styles.close} onClick={() => noticeDismissed()} aria-label={t('closeNotice')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
