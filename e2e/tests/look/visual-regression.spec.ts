import { expect, test } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { JUDGED_PAGES } from './judged-pages';

// The first screen of the pages visitors judge the bank by, at a phone's, a tablet's and a laptop's width, in
// Ukrainian. A layout break (a header grown to two rows, a hero pushed down, a block gone) differs from the
// approved picture by far more than the tolerance; antialiasing and a pixel of text do not.
const VIEWPORTS = [
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

test.use({ reducedMotion: 'reduce' });

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    for (const [name, path] of JUDGED_PAGES) {
      test(`${name} looks as approved`, async ({ page }) => {
        await openLivePage(page, path);
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${name}-${viewport.width}.png`, {
          animations: 'disabled',
          caret: 'hide',
          maxDiffPixelRatio: 0.01,
          // The map's tiles and a carousel's current slide are not the layout's.
          mask: [page.locator('.leaflet-container'), page.locator('time')],
        });
      });
    }
  });
}
