import type { FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { X } from 'lucide';
import { useLocation } from 'react-router-dom';
import { Icon, CmsHtml, translator, type SiteLanguage } from '@bank/shared-kit';
import { $notice, $noticeDismissed, noticeDismissed } from './notice-model';
import { NOTICE_CLOSE_ACTION } from './notice-close';
import styles from './site-notice.module.css';

/**
 * The site-wide notice: closing it hides it on this device for 12 hours. On phones it is one line with "more".
 * The close is a form: without script (or before hydration) the server keeps the closing and sends the visitor
 * back to this page; with script it closes in place.
 */
export function SiteNotice({ language }: { language: SiteLanguage }) {
  const t = translator(language);
  const { pathname, search } = useLocation();
  const [notice, dismissed, dismiss] = useUnit([$notice, $noticeDismissed, noticeDismissed]);
  if (!notice || dismissed) return null;
  // The button goes with the notice: focus moves to the page's content instead of falling to <body>.
  const closeNotice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dismiss();
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
        <form method="post" action={NOTICE_CLOSE_ACTION} onSubmit={closeNotice} className={styles.closeForm}>
          <input type="hidden" name="returnTo" value={pathname + search} />
          <button type="submit" className={styles.close} aria-label={t('closeNotice')}>
            <Icon drawing={X} size={20} />
          </button>
        </form>
      </div>
    </section>
  );
}
