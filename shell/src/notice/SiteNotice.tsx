import { useUnit } from 'effector-react';
import { CmsHtml, translator, type SiteLanguage } from '@bank/shared-kit';
import { $notice, $noticeDismissed, noticeDismissed } from './notice-model';
import styles from './site-notice.module.css';

/** The site-wide notice: closing it hides it on this device for 12 hours. On phones it is one line with "more". */
export function SiteNotice({ language }: { language: SiteLanguage }) {
  const t = translator(language);
  const [notice, dismissed] = useUnit([$notice, $noticeDismissed]);
  if (!notice || dismissed) return null;
  // The button goes with the notice: focus moves to the page's content instead of falling to <body>.
  const closeNotice = () => {
    noticeDismissed();
    document.getElementById('main')?.focus();
  };
  return (
    <section aria-label={notice.label || t('siteNotice')} className={styles.notice}>
      <div className={styles.inner}>
        <CmsHtml html={notice.html} className={styles.text} />
        {/* On phones the notice is one line; "more" shows the rest, without script too. */}
        <details className={styles.more}>
          <summary className={styles.moreButton}>{t('noticeMore')}</summary>
        </details>
        <button type="button" className={styles.close} onClick={closeNotice} aria-label={t('closeNotice')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
