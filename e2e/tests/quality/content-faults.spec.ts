import { expect, test } from '@playwright/test';
import { watchConsole } from '../../support/console-errors';
import { CONTENT_FAULTS, startFakeContentHost } from '../../support/fake-content-host';
import { openLivePage } from '../../support/live-page';
import { startSecondShell } from '../../support/second-shell';
import { STAND_IN, WORDS, expectShellAround, faultySiteOfThisFile } from './faulty-site';

// A block's or the menus' content read failing, and the stand-in stopped while the site runs (a page's own read
// failing: page-read-faults.spec.ts).
const site = faultySiteOfThisFile('contentFaults');
const NEWS_READ = /\/jsonapi\/node\/news\b/;
const MENU_READ = /\/entity\/menu\//;

for (const [index, fault] of CONTENT_FAULTS.entries()) {
  // Each fault in both languages, split between the tests.
  const language = index % 2 === 0 ? 'uk' : 'ru';
  const other = language === 'uk' ? 'ru' : 'uk';
  const words = WORDS[language];

  test(`a block's read answering ${fault}: the page answers 200, the block says it could not load and loads on retry (${language})`, async ({
    request,
    page,
  }) => {
    site.host.fail(NEWS_READ, fault);
    const response = await request.get(`${site.shell.origin}${words.news}`, { timeout: 60_000 });
    expect(response.status()).toBe(200);

    const console = watchConsole(page);
    await openLivePage(page, `${site.shell.origin}${words.news}`);
    await expect(page.getByRole('heading', { level: 1, name: words.newsHeading })).toBeVisible();
    const failed = page.getByRole('alert').filter({ hasText: words.loadFailed });
    await expect(failed).toBeVisible({ timeout: 30_000 });
    await expectShellAround(page, words);
    site.host.heal();
    await failed.getByRole('button', { name: words.retry }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(failed).toHaveCount(0);
    expect(console.uncaught).toEqual([]);
  });

  test(`menus answering ${fault}: the page still renders with its heading, status 200 (${other})`, async ({ request, page }) => {
    const otherWords = WORDS[other];
    site.host.fail(MENU_READ, fault);
    const response = await request.get(`${site.shell.origin}${otherWords.home}`, { timeout: 60_000 });
    expect(response.status()).toBe(200);
    expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${otherWords.heading}</h1>`));

    const console = watchConsole(page);
    await openLivePage(page, `${site.shell.origin}${otherWords.home}`);
    await expect(page.getByRole('heading', { level: 1, name: otherWords.heading })).toBeVisible();
    await expect(page.getByRole('navigation', { name: otherWords.mainMenu })).toBeAttached();
    expect(console.uncaught).toEqual([]);
  });
}

test('the stand-in stopped while the site runs: navigation says the page is unavailable, a reload answers 503', async ({ page, request }) => {
  const words = WORDS.uk;
  const standInInFront = await startFakeContentHost(STAND_IN);
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
