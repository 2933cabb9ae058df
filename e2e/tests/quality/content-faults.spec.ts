import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from '../../support/console-errors';
import { CONTENT_FAULTS, startFakeContentHost } from '../../support/fake-content-host';
import { openLivePage } from '../../support/live-page';
import { sitePorts } from '../../support/site-ports';
import { startSecondShell } from '../../support/second-shell';

// A second shell reads its content through a fake host in front of the stand-in, which answers the
// paths a test names with a fault: on the server render and, through the shell's /api proxy, in the browser.
const standIn = `http://127.0.0.1:${sitePorts().backendStub}`;

const WORDS = {
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

const pageRead = (path: string) => new RegExp(`/jsonapi/wise/requestssr\\?url=${path}&`);
const NEWS_READ = /\/jsonapi\/node\/news\b/;
const MENU_READ = /\/entity\/menu\//;

let host: Awaited<ReturnType<typeof startFakeContentHost>>;
let shell: Awaited<ReturnType<typeof startSecondShell>>;

test.beforeAll(async () => {
  host = await startFakeContentHost(standIn);
  // Uncached reads: each fault reaches the render as it is, not masked by the last good copy.
  shell = await startSecondShell(host.origin, 'contentFaults', { SSR_CACHE: 'off' });
  // A fresh server loads each remote's server code on first use, which can outlast its load timeout
  // on a busy machine: warm it, so that the server render really runs the blocks' loaders.
  for (const path of ['/uk', '/ru', '/uk/news', '/ru/news']) await fetch(`${shell.origin}${path}`);
});
test.afterAll(async () => {
  shell.stop();
  await host.stop();
});
test.afterEach(() => host.heal());

async function expectShellAround(page: Page, words: (typeof WORDS)[keyof typeof WORDS]) {
  await expect(page.getByRole('navigation', { name: words.mainMenu }).getByRole('link', { name: words.creditsLink, exact: true })).toBeAttached();
  await expect(page.getByRole('contentinfo').getByRole('navigation', { name: words.footerMenu }).getByRole('link').first()).toBeVisible();
}

// The slow answers wait out the content client's timeout, once on the server and once in the browser.
test.describe.configure({ timeout: 90_000 });

for (const [index, fault] of CONTENT_FAULTS.entries()) {
  // Each fault in both languages, split between the tests.
  const language = index % 2 === 0 ? 'uk' : 'ru';
  const other = language === 'uk' ? 'ru' : 'uk';
  const words = WORDS[language];

  test(`page read answering ${fault}: the server answers 503 with the shell and says the page is unavailable (${language})`, async ({ request, page }) => {
    host.fail(pageRead(words.credits), fault);
    const response = await request.get(`${shell.origin}${words.credits}`, { timeout: 60_000 });
    expect(response.status()).toBe(503);
    // Never kept by a cache; nginx and the visitor are told when to ask again.
    expect(response.headers()).toMatchObject({ 'retry-after': '10', 'cache-control': 'no-store' });
    const html = await response.text();
    expect(html).toContain(words.pageUnavailable);
    expect(html).toContain(`aria-label="${words.mainMenu}"`);

    const console = watchConsole(page);
    await openLivePage(page, `${shell.origin}${words.credits}`);
    await expect(page.getByRole('alert').filter({ hasText: words.pageUnavailable })).toBeVisible();
    await expectShellAround(page, words);
    expect(console.uncaught).toEqual([]);

    // Once the content host answers again, a retry gives the page.
    host.heal();
    const retry = await request.get(`${shell.origin}${words.credits}`);
    expect(retry.status()).toBe(200);
    expect(await retry.text()).not.toContain(words.pageUnavailable);
  });

  test(`page read answering ${fault} on client-side navigation: the shell stays and says the page is unavailable (${other})`, async ({ page }) => {
    const otherWords = WORDS[other];
    const console = watchConsole(page);
    await openLivePage(page, `${shell.origin}${otherWords.home}`);
    host.fail(pageRead(otherWords.credits), fault);
    await page.getByRole('navigation', { name: otherWords.mainMenu }).getByRole('link', { name: otherWords.creditsLink, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${otherWords.credits}$`));
    await expect(page.getByRole('alert').filter({ hasText: otherWords.pageUnavailable })).toBeVisible({ timeout: 30_000 });
    await expectShellAround(page, otherWords);
    expect(console.uncaught).toEqual([]);
  });

  test(`a block's read answering ${fault}: the page answers 200, the block says it could not load and loads on retry (${language})`, async ({
    request,
    page,
  }) => {
    host.fail(NEWS_READ, fault);
    const response = await request.get(`${shell.origin}${words.news}`, { timeout: 60_000 });
    expect(response.status()).toBe(200);

    const console = watchConsole(page);
    await openLivePage(page, `${shell.origin}${words.news}`);
    await expect(page.getByRole('heading', { level: 1, name: words.newsHeading })).toBeVisible();
    const failed = page.getByRole('alert').filter({ hasText: words.loadFailed });
    await expect(failed).toBeVisible({ timeout: 30_000 });
    await expectShellAround(page, words);
    host.heal();
    await failed.getByRole('button', { name: words.retry }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(failed).toHaveCount(0);
    expect(console.uncaught).toEqual([]);
  });

  test(`menus answering ${fault}: the page still renders with its heading, status 200 (${other})`, async ({ request, page }) => {
    const otherWords = WORDS[other];
    host.fail(MENU_READ, fault);
    const response = await request.get(`${shell.origin}${otherWords.home}`, { timeout: 60_000 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${otherWords.heading}</h1>`));

    const console = watchConsole(page);
    await openLivePage(page, `${shell.origin}${otherWords.home}`);
    await expect(page.getByRole('heading', { level: 1, name: otherWords.heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: otherWords.mainMenu })).toBeAttached();
    expect(console.uncaught).toEqual([]);
  });
}

test('the stand-in stopped while the site runs: navigation says the page is unavailable, a reload answers 503', async ({ page, request }) => {
  const words = WORDS.uk;
  const standInInFront = await startFakeContentHost(standIn);
  const site = await startSecondShell(standInInFront.origin, 'standInBehindProxy');
  const console = watchConsole(page);
  try {
    await openLivePage(page, `${site.origin}${words.home}`);
    await standInInFront.stop();
    await page.getByRole('navigation', { name: words.mainMenu }).getByRole('link', { name: words.creditsLink, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: words.pageUnavailable })).toBeVisible();
    await expectShellAround(page, words);
    expect(console.uncaught).toEqual([]);

    const reload = await request.get(`${site.origin}${WORDS.ru.news}`);
    expect(reload.status()).toBe(503);
    expect(await reload.text()).toContain(WORDS.ru.pageUnavailable);
  } finally {
    site.stop();
  }
});
