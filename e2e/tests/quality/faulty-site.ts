import { expect, test, type Page } from '@playwright/test';
import { startFakeContentHost } from '../../support/fake-content-host';
import { startSecondShell, type SecondShell } from '../../support/second-shell';
import { sitePorts } from '../../support/site-ports';

// The site the content-fault specs read (page-read-faults.spec.ts, content-faults.spec.ts): a second shell reading
// its content through a fake host in front of the stand-in, which answers the paths a test names with a fault: on
// the server render and, through the shell's /api proxy, in the browser.
/** The stand-in, behind every fake host. */
export const STAND_IN = `http://127.0.0.1:${sitePorts().backendStub}`;

export const WORDS = {
  uk: {
    home: '/uk',
    credits: '/uk/credits',
    creditsLink: 'Кредити',
    news: '/uk/news',
    newsHeading: 'Новини банку',
    heading: 'Банк, який поруч щодня',
    mainMenu: 'Головне меню',
    footerMenu: 'Меню в підвалі сайту',
    pageUnavailable: 'Сторінка тимчасово недоступна. Спробуйте оновити її за хвилину.',
    loadFailed: 'Не вдалося завантажити дані. Спробуйте ще раз.',
    retry: 'Спробувати ще раз',
  },
  ru: {
    home: '/ru',
    credits: '/ru/credits',
    creditsLink: 'Кредиты',
    news: '/ru/news',
    newsHeading: 'Новости банка',
    heading: 'Банк, который рядом каждый день',
    mainMenu: 'Главное меню',
    footerMenu: 'Меню в подвале сайта',
    pageUnavailable: 'Страница временно недоступна. Попробуйте обновить её через минуту.',
    loadFailed: 'Не удалось загрузить данные. Попробуйте ещё раз.',
    retry: 'Попробовать ещё раз',
  },
} as const;

type FaultWords = (typeof WORDS)[keyof typeof WORDS];

/** The content read of a page, by its path. */
export const pageRead = (path: string) => new RegExp(`/jsonapi/wise/requestssr\\?url=${path}&`);

/**
 * Starts the faulty site for the file's tests (each file its own second shell: two workers run files side by side)
 * and heals the host after each test.
 */
export function faultySiteOfThisFile(shellName: SecondShell) {
  const site = {} as { host: Awaited<ReturnType<typeof startFakeContentHost>>; shell: Awaited<ReturnType<typeof startSecondShell>> };
  test.beforeAll(async () => {
    site.host = await startFakeContentHost(STAND_IN);
    // Uncached reads: each fault reaches the render as it is, not masked by the last good copy.
    site.shell = await startSecondShell(site.host.origin, shellName, { SSR_CACHE: 'off' });
    // A fresh server loads each remote's server code on first use, which can outlast its load timeout
    // on a busy machine: warm it, so that the server render really runs the blocks' loaders.
    for (const path of ['/uk', '/ru', '/uk/news', '/ru/news']) await fetch(`${site.shell.origin}${path}`);
  });
  test.afterAll(async () => {
    site.shell.stop();
    await site.host.stop();
  });
  test.afterEach(() => site.host.heal());
  // The slow answers wait out the content client's timeout, once on the server and once in the browser.
  test.describe.configure({ timeout: 90_000 });
  return site;
}

/** The shell's menus around whatever the page says: the header's main menu and the footer's. */
export async function expectShellAround(page: Page, words: FaultWords) {
  await expect(page.getByRole('navigation', { name: words.mainMenu }).getByRole('link', { name: words.creditsLink, exact: true })).toBeAttached();
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: words.footerMenu }).getByRole('link').first()).toBeVisible();
}
