import { expect, test } from '@playwright/test';
import { openLivePage } from '../../support/live-page';

// Issue 24: a page's first Intl formatter loads the browser's ICU data, tens to hundreds of milliseconds of one
// task. The shell makes it while the page's scripts download (shell/src/page/prepare-number-formats.ts), so that
// no block pays for it inside its hydration: the rates table formats every rate as it hydrates.
test.describe.configure({ timeout: 90_000 });

test('the rates page prepares number formatting before any part of it hydrates', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = window as unknown as { firstFormatterWhileHydrating?: boolean };
    // hydrateRoot marks its container at once: a marked container means hydration has begun.
    const hydrating = () =>
      [...document.querySelectorAll('#root, .bank-block')].some((place) => Object.keys(place).some((key) => key.startsWith('__reactContainer')));
    Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
      construct(NumberFormat, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        seen.firstFormatterWhileHydrating ??= hydrating();
        return new NumberFormat(...args);
      },
    });
  });
  await openLivePage(page, '/uk/rates');
  expect(await page.evaluate(() => (window as unknown as { firstFormatterWhileHydrating?: boolean }).firstFormatterWhileHydrating)).toBe(false);
});
