import { expect, type Page } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage } from '../../support/live-page';
import { LANGUAGES, TEXTS, WIDTHS } from './shell-texts';
import { afterNextFrames, disclosure, pageScrollLocked, scrollPageTo } from './shell-page';

// Whole composed pages on a shared machine: generous time per test, never timed assertions.
test.describe.configure({ timeout: 90_000 });

const strip = (page: Page, language: (typeof LANGUAGES)[number]) => page.getByRole('navigation', { name: TEXTS[language].productNavigation });
const quickPay = (page: Page, language: (typeof LANGUAGES)[number]) => disclosure(page, TEXTS[language].quickPay);

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  for (const width of [WIDTHS.tablet, WIDTHS.smallDesktop, WIDTHS.desktop]) {
    test.describe(`${language}, ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });

      // One page load for the strip's three rules at this width (issue 28): each step fails on its own.
      test('the sticky strip and quick pay appear only after 700 px of scroll; quick pay lists its menu; the strip anchors to the section, goes to top and opens the menu', async ({
        page,
      }) => {
        await openLivePage(page, t.product);
        await test.step('they appear only after 700 px of scroll', async () => {
          await expect(page.getByRole('heading', { level: 3, name: t.section })).toBeAttached();
          await scrollPageTo(page, 650);
          await expect(strip(page, language)).toHaveCount(0);
          await expect(quickPay(page, language)).toHaveCount(0);

          await scrollPageTo(page, 760);
          await expect(strip(page, language)).toBeVisible();
          await expect(quickPay(page, language)).toBeVisible();

          await scrollPageTo(page, 650);
          await expect(strip(page, language)).toHaveCount(0);
          await expect(quickPay(page, language)).toHaveCount(0);
        });

        await test.step('quick pay lists the quickly-pay menu', async () => {
          await scrollPageTo(page, 900);
          await quickPay(page, language).click();
          const menu = page.getByRole('navigation', { name: t.quickPay });
          await expect(menu.getByRole('link', { name: t.payCredit })).toBeVisible();
          await quickPay(page, language).click();
          await expect(menu.getByRole('link', { name: t.payCredit })).toBeHidden();
        });

        await test.step('the strip anchors to the product section, goes to top and opens the menu', async () => {
          const bar = strip(page, language);
          await expect(bar.getByRole('link', { name: t.section })).toHaveAttribute('href', /^#.+/);
          await bar.getByRole('button', { name: t.toTop }).click();
          await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

          await scrollPageTo(page, 900);
          await strip(page, language).getByRole('button', { name: t.menu }).click();
          const menu = page.getByRole('navigation', { name: t.mainMenu });
          // Below 1024 px the burger menu opens; on desktop the first tab's submenu.
          if (width < WIDTHS.smallDesktop) await expect(disclosure(menu, t.menu)).toBeVisible();
          else await expect(menu.getByRole('link', { name: t.creditCash })).toBeVisible();
          await expect(menu.getByRole('link', { name: t.credits, exact: true })).toBeVisible();
          expect(await pageScrollLocked(page)).toBe(true);
        });
      });
    });
  }

  test.describe(`${language}, phone`, () => {
    test.use({ viewport: { width: WIDTHS.phone, height: 800 } });

    test('no sticky strip and no quick pay at 375 px, however far the page scrolls', async ({ page }) => {
      await openLivePage(page, t.product);
      await expect(page.getByRole('heading', { level: 3, name: t.section })).toBeAttached();
      await scrollPageTo(page, 2_000);
      await afterNextFrames(page);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(700);
      await expect(strip(page, language)).toHaveCount(0);
      await expect(quickPay(page, language)).toHaveCount(0);
    });
  });
}
