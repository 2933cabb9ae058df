import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage } from '../../support/live-page';
import { LANGUAGES, TEXTS, WIDTHS } from './shell-texts';
import { disclosure, pageScrollLocked } from './shell-page';

// The main menu on phones and tablets, behind the burger (the desktop bar, the header and the footer: menus.spec.ts).
// Whole composed pages on a shared machine: generous time per test, never timed assertions.
test.describe.configure({ timeout: 90_000 });

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  for (const width of [WIDTHS.phone, WIDTHS.tablet]) {
    test.describe(`${language}, small screen ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      test('the burger opens the menu, locks page scroll, and a click on the active tab collapses it', async ({ page }) => {
        await openLivePage(page, t.home);
        const menu = page.getByRole('navigation', { name: t.mainMenu });
        await expect(menu.getByRole('link', { name: t.credits, exact: true })).toBeHidden();
        expect(await pageScrollLocked(page)).toBe(false);

        await disclosure(menu, t.menu).click();
        await expect(menu.getByRole('link', { name: t.credits, exact: true })).toBeVisible();
        expect(await pageScrollLocked(page)).toBe(true);

        const tab = menu.getByRole('button', { name: t.submenu(t.credits) });
        await tab.click();
        await expect(menu.getByRole('link', { name: t.creditCash })).toBeVisible();
        await tab.click();
        await expect(menu.getByRole('link', { name: t.creditCash })).toBeHidden();
        await expect(tab).toHaveAttribute('aria-expanded', 'false');

        await disclosure(menu, t.menu).click();
        await expect(menu.getByRole('link', { name: t.credits, exact: true })).toBeHidden();
        expect(await pageScrollLocked(page)).toBe(false);
      });

      test('the burger menu works by keyboard and a link in it navigates and closes it', async ({ page }) => {
        await openLivePage(page, t.home);
        const menu = page.getByRole('navigation', { name: t.mainMenu });
        const burger = disclosure(menu, t.menu);
        await burger.focus();
        await page.keyboard.press('Enter');
        // On phones the header's tools (accessibility, internet banking, language) come first in the burger.
        const credits = menu.getByRole('link', { name: t.credits, exact: true });
        for (let presses = 0; presses < 8 && !(await credits.evaluate((element) => element === document.activeElement)); presses += 1) {
          await page.keyboard.press('Tab');
        }
        await expect(credits).toBeFocused();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        await page.keyboard.press('Tab');
        await expect(menu.getByRole('link', { name: t.creditCash })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${t.product}$`));
        await expect(disclosure(menu, t.menu)).toBeVisible();
        expect(await pageScrollLocked(page)).toBe(false);
      });
    });
  }
}
