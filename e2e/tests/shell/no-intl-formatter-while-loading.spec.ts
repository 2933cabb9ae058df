import { expect, test } from '@playwright/test';
import { openLivePage } from '../../support/live-page';

// Issue 24: a page's first Intl formatter loads the browser's ICU data, tens to hundreds of milliseconds of one
// task. Amounts are written without Intl (shared-kit's formatAmount); a list's publication dates are written where
// the list was read, on the server for the page's first items, and carried in its data (mf-content's FormattedDate).
test.describe.configure({ timeout: 90_000 });

declare global {
  interface Window {
    formattersMade?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.formattersMade = [];
    const watched = <Formatter extends new (...args: never[]) => object>(kind: string, formatter: Formatter): Formatter =>
      new Proxy(formatter, {
        construct(target, args) {
          window.formattersMade?.push(kind);
          return Reflect.construct(target, args) as object;
        },
      });
    Intl.NumberFormat = watched('NumberFormat', Intl.NumberFormat);
    Intl.DateTimeFormat = watched('DateTimeFormat', Intl.DateTimeFormat);
  });
});

test('the news page shows its publication dates, written by the server, without an Intl formatter in the browser', async ({ page }) => {
  await openLivePage(page, '/uk/news');
  await expect(page.locator('time[datetime]').first()).toHaveText(/^\d{1,2} \p{L}+ \d{4} р\.$/u);
  expect(await page.evaluate(() => window.formattersMade ?? [])).toEqual([]);
});

test('the rates page writes its rates and amounts without an Intl formatter', async ({ page }) => {
  await openLivePage(page, '/uk/rates');
  await expect(page.getByRole('table').first()).toContainText(/\d,\d/);
  expect(await page.evaluate(() => window.formattersMade ?? [])).toEqual([]);
});
