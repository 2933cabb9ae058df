import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage } from '../../support/live-page';
import { LANGUAGES, TEXTS, WIDTHS } from './shell-texts';
import { disclosure, pageScrollLocked } from './shell-page';

// The desktop menu bar, the header's tools and the footer (the burger on phones and tablets: burger-menu.spec.ts).
// Whole composed pages on a shared machine: generous time per test, never timed assertions.
test.describe.configure({ timeout: 90_000 });

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  for (const width of [WIDTHS.smallDesktop, WIDTHS.desktop]) {
    test.describe(`${language}, desktop ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('the main menu is a bar; a click on a top tab switches the active menu and locks scroll', async ({ page }) => {
        await openLivePage(page, t.home);
        const menu = page.getByRole('navigation', { name: t.mainMenu });
        await expect(disclosure(menu, t.menu)).toBeHidden();
        await expect(menu.getByRole('link', { name: t.credits, exact: true })).toBeVisible();
        await expect(menu.getByRole('link', { name: t.creditCash })).toBeHidden();

        await menu.getByRole('button', { name: t.submenu(t.credits) }).click();
        await expect(menu.getByRole('link', { name: t.creditCash })).toBeVisible();
        expect(await pageScrollLocked(page)).toBe(true);

        await menu.getByRole('button', { name: t.submenu(t.deposits) }).click();
        await expect(menu.getByRole('link', { name: t.depositOnline })).toBeVisible();
        await expect(menu.getByRole('link', { name: t.creditCash })).toBeHidden();

        // On desktop a click on the active tab keeps it active.
        await menu.getByRole('button', { name: t.submenu(t.deposits) }).click();
        await expect(menu.getByRole('link', { name: t.depositOnline })).toBeVisible();

        await page.keyboard.press('Escape');
        await expect(menu.getByRole('link', { name: t.depositOnline })).toBeHidden();
        await expect(menu.getByRole('button', { name: t.submenu(t.deposits) })).toBeFocused();
        expect(await pageScrollLocked(page)).toBe(false);
      });

      test('the menus are usable by keyboard alone', async ({ page }) => {
        await openLivePage(page, t.home);
        const menu = page.getByRole('navigation', { name: t.mainMenu });
        const tab = menu.getByRole('button', { name: t.submenu(t.credits) });
        for (let presses = 0; presses < 40 && !(await tab.evaluate((element) => element === document.activeElement)); presses += 1) {
          await page.keyboard.press('Tab');
        }
        await expect(tab).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(tab).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Tab');
        await expect(menu.getByRole('link', { name: t.creditCash })).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${t.product}$`));
      });
    });
  }

  test.describe(`${language}, header and footer`, () => {
    test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

    // One load of the home page for the footer, the internet-banking menu and the audience switch, which leaves it
    // (issue 28); each step fails on its own.
    test('the footer holds its menus; internet banking opens the outside login pages safely; the top bar switches audience and the main menu follows', async ({
      page,
    }) => {
      await openLivePage(page, t.home);
      await test.step('the footer holds its main, bottom and social menus; outside links are marked', async () => {
        const footer = page.getByRole('contentinfo');
        await expect(footer.getByRole('navigation', { name: t.footerMenu }).getByRole('link').first()).toBeVisible();
        const external = footer.getByRole('link', { name: /Telegram/ });
        await expect(external).toHaveAttribute('target', '_blank');
        await expect(external).toHaveAttribute('rel', /noopener/);
      });

      await test.step('the internet-banking menu opens the two outside login pages safely', async () => {
        await disclosure(page, t.internetBanking).click();
        for (const name of [t.ibIndividuals, t.ibBusiness]) {
          const link = page.getByRole('link', { name: new RegExp(name) });
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
          await expect(link).toContainText(t.newWindow);
        }
        await page.keyboard.press('Escape');
        await expect(page.getByRole('link', { name: new RegExp(t.ibIndividuals) })).toBeHidden();
        await expect(disclosure(page, t.internetBanking)).toBeFocused();
      });

      await test.step('the top bar switches audience on the home pages and the main menu follows', async () => {
        const audiences = page.getByRole('navigation', { name: t.audienceSwitch });
        await expect(audiences.getByRole('link', { name: t.individuals })).toHaveAttribute('aria-current', 'page');
        await expect(page.getByRole('link', { name: new RegExp(t.appDownload) })).toHaveAttribute('target', '_blank');
        await audiences.getByRole('link', { name: t.business }).click();
        await expect(page).toHaveURL(new RegExp(`${t.businessHome}$`));
        await expect(page.getByRole('navigation', { name: t.mainMenu }).getByRole('link', { name: t.businessTab })).toBeVisible();
        await expect(audiences.getByRole('link', { name: t.business })).toHaveAttribute('aria-current', 'page');
      });
    });

    test('the top bar is only on the home pages', async ({ page }) => {
      await openLivePage(page, t.inner);
      await expect(page.getByRole('navigation', { name: t.mainMenu })).toBeVisible();
      await expect(page.getByRole('navigation', { name: t.audienceSwitch })).toHaveCount(0);
    });
  });
}
