import { expect, type Page } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage } from '../../support/live-page';
import { TEXTS, WIDTHS } from './shell-texts';
import { disclosure, scrollPageTo } from './shell-page';

// A keyboard or screen-reader visitor whose focus falls to <body> starts again from the top of the page.
const t = TEXTS.uk;
const focusedIsBody = (page: Page) => page.evaluate(() => document.activeElement === document.body || document.activeElement === null);
const focusInside = (page: Page, name: string) => page.evaluate((label) => !!document.activeElement?.closest(`nav[aria-label="${label}"]`), name);

test.describe.configure({ timeout: 90_000 });

test.describe('phone, the burger', () => {
  test.use({ viewport: { width: WIDTHS.phone, height: 800 } });

  test('keeps Tab inside while open and gives focus back to itself when closed', async ({ page }) => {
    await openLivePage(page, t.inner);
    const menu = page.getByRole('navigation', { name: t.mainMenu });
    const burger = disclosure(menu, t.menu);
    await burger.click();
    await expect(menu.getByRole('link', { name: t.credits, exact: true })).toBeVisible();
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page, t.mainMenu)).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: t.credits, exact: true })).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    await burger.click();
    await expect(burger).toBeFocused();
  });
});

test('closing the notice leaves focus on the page, not on <body>', async ({ page }) => {
  await openLivePage(page, t.home);
  await page.getByRole('button', { name: t.closeNotice }).click();
  await expect(page.getByRole('button', { name: t.closeNotice })).toHaveCount(0);
  expect(await focusedIsBody(page)).toBe(false);
});

test.describe('tablet, the product strip', () => {
  test.use({ viewport: { width: WIDTHS.tablet, height: 900 } });

  test('its Menu takes focus into the opened menu, and Escape gives it back', async ({ page }) => {
    await openLivePage(page, t.product);
    await scrollPageTo(page, 900);
    const strip = page.getByRole('navigation', { name: t.productNavigation });
    await strip.getByRole('button', { name: t.menu }).click();
    await expect.poll(() => focusInside(page, t.mainMenu)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedIsBody(page)).toBe(false);
  });
});
