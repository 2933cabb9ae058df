import { expect, test } from '@playwright/test';
import { watchConsole } from '../../support/console-errors';
import { CONTENT_FAULTS } from '../../support/fake-content-host';
import { openLivePage } from '../../support/live-page';
import { WORDS, expectShellAround, pageRead, faultySiteOfThisFile } from './faulty-site';

// A page's own content read failing, on the server render and on client-side navigation (a block's or the menus'
// read failing: content-faults.spec.ts).
const site = faultySiteOfThisFile('pageReadFaults');

for (const [index, fault] of CONTENT_FAULTS.entries()) {
  // Each fault in both languages, split between the tests.
  const language = index % 2 === 0 ? 'uk' : 'ru';
  const other = language === 'uk' ? 'ru' : 'uk';
  const words = WORDS[language];

  test(`page read answering ${fault}: the server answers 503 with the shell and says the page is unavailable (${language})`, async ({ request, page }) => {
    site.host.fail(pageRead(words.credits), fault);
    const response = await request.get(`${site.shell.origin}${words.credits}`, { timeout: 60_000 });
    expect(response.status()).toBe(503);
    // Never kept by a cache; nginx and the visitor are told when to ask again.
    expect(response.headers()).toMatchObject({ 'retry-after': '10', 'cache-control': 'no-store' });
    const html = await response.text();
    expect(html).toContain(words.pageUnavailable);
    expect(html).toContain(`aria-label="${words.mainMenu}"`);

    const console = watchConsole(page);
    await openLivePage(page, `${site.shell.origin}${words.credits}`);
    await expect(page.getByRole('alert').filter({ hasText: words.pageUnavailable })).toBeVisible();
    await expectShellAround(page, words);
    expect(console.uncaught).toEqual([]);

    // Once the content host answers again, a retry gives the page.
    site.host.heal();
    const retry = await request.get(`${site.shell.origin}${words.credits}`);
    expect(retry.status()).toBe(200);
    expect(await retry.text()).not.toContain(words.pageUnavailable);
  });

  test(`page read answering ${fault} on client-side navigation: the shell stays and says the page is unavailable (${other})`, async ({ page }) => {
    const otherWords = WORDS[other];
    const console = watchConsole(page);
    await openLivePage(page, `${site.shell.origin}${otherWords.home}`);
    site.host.fail(pageRead(otherWords.credits), fault);
    await page.getByRole('navigation', { name: otherWords.mainMenu }).getByRole('link', { name: otherWords.creditsLink, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${otherWords.credits}$`));
    await expect(page.getByRole('alert').filter({ hasText: otherWords.pageUnavailable })).toBeVisible({ timeout: 30_000 });
    await expectShellAround(page, otherWords);
    expect(console.uncaught).toEqual([]);
  });
}
