import { expect, test } from '@playwright/test';
import { openLivePage } from '../../support/live-page';

// Issue 24: a page's first Intl formatter loads the browser's ICU data, tens to hundreds of milliseconds of one
// task. Amounts are written without Intl (shared-kit's formatAmount); a block that shows dates makes its date format
// as it hydrates, and the shell makes the first one while the page's scripts download
// (shell/src/page/prepare-date-formats.ts), so that no block pays for it inside its hydration.
test.describe.configure({ timeout: 90_000 });

declare global {
  interface Window {
    formattersMade?: { kind: string; whileHydrating: boolean }[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.formattersMade = [];
    // hydrateRoot marks its container at once: a marked container means hydration has begun.
    const hydrating = () =>
      [...document.querySelectorAll('#root, .bank-block')].some((place) => Object.keys(place).some((key) => key.startsWith('__reactContainer')));
    const watched = <Formatter extends new (...args: never[]) => object>(kind: string, formatter: Formatter): Formatter =>
      new Proxy(formatter, {
        construct(target, args) {
          window.formattersMade?.push({ kind, whileHydrating: hydrating() });
          return Reflect.construct(target, args) as object;
        },
      });
    Intl.NumberFormat = watched('NumberFormat', Intl.NumberFormat);
    Intl.DateTimeFormat = watched('DateTimeFormat', Intl.DateTimeFormat);
  });
});

test('the news page prepares date formatting before any part of it hydrates', async ({ page }) => {
  await openLivePage(page, '/uk/news');
  const made = await page.evaluate(() => window.formattersMade ?? []);
  expect(made[0]).toEqual({ kind: 'DateTimeFormat', whileHydrating: false });
});

test('the rates page writes its rates and amounts without an Intl formatter', async ({ page }) => {
  await openLivePage(page, '/uk/rates');
  await expect(page.getByRole('table').first()).toContainText(/\d,\d/);
  expect(await page.evaluate(() => window.formattersMade ?? [])).toEqual([]);
});
