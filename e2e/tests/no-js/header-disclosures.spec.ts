import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { LANGUAGES, TEXTS } from '../shell/shell-texts';
import { disclosure } from '../shell/shell-page';
import { openServerPage } from './server-page';

// Project no-js (javaScriptEnabled: false): the header's menus, panels and notice, native disclosures and forms that
// work with the server's HTML alone. On the warm page (issue 28): the notice's cookie is cleared before the next test.

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  test.describe(`${language}, without JavaScript`, () => {
    test('the burger opens the main menu on a phone and its links lead on', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openServerPage(page, t.inner);
      const menu = page.getByRole('navigation', { name: t.mainMenu });
      await expect(menu.getByRole('link', { name: t.credits, exact: true })).toBeHidden();
      await disclosure(menu, t.menu).click();
      await menu.getByRole('link', { name: t.credits, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${t.inner}$`));
    });

    test('internet banking and the bell open', async ({ page }) => {
      await openServerPage(page, t.home);
      await disclosure(page, t.internetBanking).click();
      await expect(page.getByRole('link', { name: new RegExp(t.ibIndividuals) })).toBeVisible();
      await disclosure(page, t.internetBanking).click();
      await expect(page.getByRole('link', { name: new RegExp(t.ibIndividuals) })).toBeHidden();

      await disclosure(page, t.bell(3)).click();
      await expect(page.getByRole('dialog', { name: t.specialProposals }).getByRole('link')).toHaveCount(3);
    });

    test('no control that needs script is offered: the submenu toggles and the accessibility panel', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openServerPage(page, t.inner);
      const menu = page.getByRole('navigation', { name: t.mainMenu });
      await expect(menu.getByRole('link', { name: t.credits, exact: true })).toBeVisible();
      await expect(menu.getByRole('button', { name: t.submenu(t.credits) })).toBeHidden();
      // In the header bar and in the burger: sent, and neither shown.
      const accessibility = page.locator('summary').filter({ hasText: t.accessibility });
      await expect(accessibility).toHaveCount(2);
      await expect(accessibility.filter({ visible: true })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.greyscale })).toBeHidden();
      // Tab goes from the section's link straight on, past no dead control.
      await menu.getByRole('link', { name: t.credits, exact: true }).focus();
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).not.toHaveAttribute('aria-label', t.submenu(t.credits));
    });

    test('the notice closes, the visitor stays on the page, and the next page comes without it', async ({ page }) => {
      await openServerPage(page, t.inner);
      const notice = page.getByText(t.notice);
      await expect(notice).toBeVisible();
      await page.getByRole('button', { name: t.closeNotice }).click();
      await expect(page).toHaveURL(new RegExp(`${t.inner}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(notice).toHaveCount(0);
      await openServerPage(page, t.home);
      await expect(page.getByRole('navigation', { name: t.mainMenu })).toBeVisible();
      await expect(page.getByText(t.notice)).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.closeNotice })).toHaveCount(0);
    });
  });
}
