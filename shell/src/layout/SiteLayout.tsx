import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { audienceOfPath, languageOfPath, siteContextChanged, translator, type BlockContext } from '@bank/shared-kit';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { menusRequested } from './menus-model';
import { $page } from '../page/page-model';

/** Header, main and footer around every route; keeps the shared site context current. */
export function SiteLayout() {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  const audience = audienceOfPath(pathname);
  const page = useUnit($page);
  const context: BlockContext = { language, audience, path: pathname };
  const t = translator(language);

  useEffect(() => {
    siteContextChanged({ language, audience, path: pathname });
    document.documentElement.lang = language;
  }, [language, audience, pathname]);

  useEffect(() => {
    menusRequested({ language, audience });
  }, [language, audience]);

  const alternate = page.status === 'ready' && page.path === pathname ? page.page.alternate : undefined;
  return (
    <>
      <a href="#main" className="bank-skip-link">
        {t('skipToContent')}
      </a>
      <SiteHeader context={context} alternate={alternate} />
      <main id="main" tabIndex={-1} className="bank-main">
        <Outlet />
      </main>
      <SiteFooter language={language} />
    </>
  );
}
