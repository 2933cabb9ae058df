import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { blockContextOf, captureAffiliateLanding, siteContextChanged, translator } from '@bank/shared-kit';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import { $menus, menusRequested } from '../menus/menus-model';
import { isProductPath, showsBreadcrumbs } from '../page/page-kind';
import { $page } from '../page/page-model';
import { SiteNotice } from '../notice/SiteNotice';
import { noticeMemoryRestored, noticeRequested } from '../notice/notice-model';
import { notificationsMemoryRestored, notificationsRequested } from '../notifications/notifications-model';
import { accessibilityRestored } from '../accessibility/accessibility-model';
import { chatSwitchRequested } from '../chat/chat-model';
import { ChatWidget } from '../chat/ChatWidget';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { ProductStrip } from '../product-strip/ProductStrip';
import { QuickPay } from '../quick-pay/QuickPay';
import { inNextTask } from '../islands/next-task';

/** The page shell around every route; keeps the shared site context current. */
export function SiteLayout() {
  const { pathname, search } = useLocation();
  const [page, menus] = useUnit([$page, $menus]);
  const context = blockContextOf(pathname, search);
  const { language, audience } = context;
  const t = translator(language);

  useEffect(() => {
    siteContextChanged({ language, audience, path: pathname });
    document.documentElement.lang = language;
  }, [language, audience, pathname]);

  useEffect(() => {
    captureAffiliateLanding(window.location);
  }, [pathname, search]);

  useEffect(() => {
    menusRequested({ language, audience });
  }, [language, audience]);

  // Not what the first screen answers with: a task after hydration's own, which on a phone is long enough.
  useEffect(() => {
    inNextTask(window, () => {
      noticeRequested(language);
      notificationsRequested(language);
      chatSwitchRequested(language);
    });
  }, [language]);

  // What the device remembers is read after mount, so the server and the first client render agree.
  useEffect(() => {
    inNextTask(window, () => {
      noticeMemoryRestored();
      notificationsMemoryRestored();
      accessibilityRestored();
    });
  }, []);

  const current = page.status === 'ready' && page.path === pathname ? page.page : undefined;
  const crumbs = current?.breadcrumbs ?? [];
  return (
    <>
      <a href="#main" className="bank-skip-link">
        {t('skipToContent')}
      </a>
      <SiteNotice language={language} />
      <SiteHeader context={context} alternate={current?.alternate} />
      {isProductPath(pathname) && <ProductStrip path={pathname} language={language} />}
      <main id="main" tabIndex={-1} className="bank-main">
        {showsBreadcrumbs(pathname) && <Breadcrumbs crumbs={crumbs} language={language} />}
        <Outlet />
      </main>
      <SiteFooter language={language} />
      {isProductPath(pathname) && <QuickPay links={menus.quickPay} language={language} />}
      <ChatWidget language={language} />
    </>
  );
}
