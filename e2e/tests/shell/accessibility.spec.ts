import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage, waitUntilLive } from '../../support/live-page';
import { LANGUAGES, TEXTS, WIDTHS } from './shell-texts';
import { disclosure } from './shell-page';

// Whole composed pages on a shared machine: generous time per test, never timed assertions.
test.describe.configure({ timeout: 90_000 });

const rootFontSize = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
const rootFilter = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.documentElement).filter);

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
    test.describe(`${language}, ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('greyscale and font size apply to the whole page and survive a reload', async ({ page }) => {
        await openLivePage(page, t.home);
        expect(await rootFilter(page)).toBe('none');
        expect(await rootFontSize(page)).toBe('16px');

        // On phones the panel is in the burger (issue 27's compact header).
        if (width < WIDTHS.tablet) await disclosure(page.getByRole('navigation', { name: t.mainMenu }), t.menu).click();
        await disclosure(page, t.accessibility).click();
        const settings = page.getByRole('group', { name: t.accessibilitySettings });
        await settings.getByRole('button', { name: t.greyscale }).click();
        await expect(settings.getByRole('button', { name: t.greyscale })).toHaveAttribute('aria-pressed', 'true');
        await expect.poll(() => rootFilter(page)).toBe('grayscale(1)');

        await settings.getByRole('group', { name: t.fontSize }).getByLabel('125%').check();
        await expect.poll(() => rootFontSize(page)).toBe('20px');
        await settings.getByRole('group', { name: t.fontSize }).getByLabel('113%').check();
        await expect.poll(() => rootFontSize(page)).toBe('18.08px');

        await page.reload();
        await waitUntilLive(page);
        await expect.poll(() => rootFilter(page)).toBe('grayscale(1)');
        await expect.poll(() => rootFontSize(page)).toBe('18.08px');
      });
    });
  }

  test(`${language}: the accessibility panel is reachable and usable by keyboard alone`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openLivePage(page, t.home);
    const button = disclosure(page, t.accessibility);
    for (let presses = 0; presses < 40 && !(await button.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: t.greyscale })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: t.greyscale })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: '100%' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '113%' })).toBeChecked();
    await expect.poll(() => rootFontSize(page)).toBe('18.08px');
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(page.getByRole('button', { name: t.greyscale })).toBeHidden();
  });
}
