import '../layout/router-test-polyfill';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { MemoryRouter } from 'react-router-dom';
import { SiteNotice } from './SiteNotice';
import { $notice, $noticeDismissed, noticeHydrated } from './notice-model';
import { isNoticeClosedBy } from './notice-close';

const notice = { id: 'n1', label: 'Works at night', html: '<p>Works at night</p>' };
const CLOSE = 'Закрити повідомлення';

function Page({ scope, at = '/uk/credits' }: { scope: ReturnType<typeof fork>; at?: string }) {
  return (
    <Provider value={scope}>
      <MemoryRouter initialEntries={[at]}>
        <SiteNotice language="uk" />
        <main id="main" tabIndex={-1} />
      </MemoryRouter>
    </Provider>
  );
}

afterEach(() => {
  document.cookie = 'bank_notice_closed=; Max-Age=0; Path=/';
});

describe('the site notice', () => {
  it("closes without script: a same-origin form posting the page's path to the close route", () => {
    render(<Page scope={fork({ values: [[$notice, notice]] })} at="/ru/blog?page=2" />);
    const form = screen.getByRole('button', { name: CLOSE }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/notice/close');
    expect(form).toHaveFormValues({ returnTo: '/ru/blog?page=2' });
  });

  it('with script, closes in place, keeps the closing in the 12-hour cookie, and puts focus on the page content', async () => {
    render(<Page scope={fork({ values: [[$notice, notice]] })} />);
    await userEvent.click(screen.getByRole('button', { name: CLOSE }));
    expect(screen.queryByRole('region', { name: notice.label })).not.toBeInTheDocument();
    expect(isNoticeClosedBy(document.cookie, Date.now())).toBe(true);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('is left out of the server HTML for a visitor whose cookie says they closed it, and stays out on hydration', async () => {
    const cookieHeader = `bank_notice_closed=${Date.now() - 60_000}`;
    // What the page renderer does with the request's cookie (render-page.tsx).
    const closed = isNoticeClosedBy(cookieHeader, Date.now());
    const html = renderToString(
      <Page
        scope={fork({
          values: [
            [$notice, notice],
            [$noticeDismissed, closed],
          ],
        })}
      />,
    );
    expect(html).not.toContain(notice.label);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const browser = fork();
    await allSettled(noticeHydrated, { scope: browser, params: { notice, closed } });
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Page scope={browser} />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(within(container).queryByRole('region', { name: notice.label })).not.toBeInTheDocument();
    container.remove();
  });

  it('is in the server HTML for every other visitor', () => {
    const html = renderToString(
      <Page
        scope={fork({
          values: [
            [$notice, notice],
            [$noticeDismissed, isNoticeClosedBy('', Date.now())],
          ],
        })}
      />,
    );
    expect(html).toContain(`aria-label="${notice.label}"`);
  });
});
