import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { blockContextOf, CmsHtml, languageOfPath, pageTitle, translator } from '@bank/shared-kit';
import { $page, pageOpened } from './page-model';
import { PageRenderer } from './PageRenderer';
import { NotFoundPage } from '../not-found/NotFoundPage';

/** Any site path: the page from the content system, its body and its blocks. */
export function ContentPage() {
  const { pathname, search } = useLocation();
  const page = useUnit($page);
  const language = languageOfPath(pathname);
  const t = translator(language);

  useEffect(() => {
    // The page the server rendered is already in the store: hydration fetches nothing again.
    if (page.path === pathname) return;
    pageOpened(pathname);
    window.scrollTo(0, 0);
    // Only a new path opens a page; the state it reads is the one at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  useEffect(() => {
    if (page.status === 'ready') document.title = pageTitle(t, page.page.data?.attributes.title ?? '');
  }, [page, t]);

  if (page.path !== pathname || page.status === 'loading') {
    return (
      <div role="status" aria-live="polite" className="bank-page-loading">
        {t('loading')}
      </div>
    );
  }
  if (page.status === 'not-found') return <NotFoundPage />;
  if (page.status === 'failed') {
    return (
      <div role="alert" className="bank-page-failed">
        {t('pageUnavailable')}
      </div>
    );
  }
  const attributes = page.page.data?.attributes;
  return (
    <article className="bank-page">
      <h1 className="bank-page-title">{attributes?.title}</h1>
      <CmsHtml html={attributes?.body?.processed} className="bank-page-body" />
      <PageRenderer blocks={page.page.blocks ?? []} context={blockContextOf(pathname, search)} />
    </article>
  );
}
