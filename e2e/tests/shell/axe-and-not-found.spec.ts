import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage } from '../../support/live-page';
import { expectNoAxeViolations } from '../../support/axe';
import { LANGUAGES, TEXTS, WIDTHS } from './shell-texts';
import { disclosure } from './shell-page';

// Whole composed pages on a shared machine: generous time per test, never timed assertions. Every test opens its own
// page and only reads: the two workers share them, each in its warm browser context.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  // The 404 page's axe run and its text and link: one load of it (issue 28).
  test(`${language}: axe finds no WCAG 2.2 A/AA violation on the 404 page of an unknown path, which apologises and links home`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openLivePage(page, `/${language}/no-such-page-e2e`);
    await expect(page.getByText(t.notFound)).toBeVisible();
    await expect(page.getByRole('navigation', { name: t.mainMenu })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: t.homeLink, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${t.home}$`));
  });

  // The home page's whole-page run is the first step of the popups test below: one load of it (issue 28).
  for (const [name, path] of [
    ['business home page', t.businessHome],
    ['product page', t.product],
    ['inner page with breadcrumbs', t.inner],
  ] as const) {
    test(`${language}: axe finds no WCAG 2.2 A/AA violation on the ${name}`, async ({ page }) => {
      // axe over a whole composed page takes long on a busy machine.
      test.slow();
      await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
      await openLivePage(page, path);
      await expect(page.getByRole('navigation', { name: t.mainMenu })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }

  test(`${language}: axe finds no WCAG 2.2 A/AA violation on the home page, nor in its open shell popups`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openLivePage(page, t.home);
    await expect(page.getByRole('navigation', { name: t.mainMenu })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    // Each popup is checked on its own: an open popup covers part of the menu bar, as popups do.
    await page.getByRole('button', { name: t.submenu(t.credits) }).click();
    await expectNoAxeViolations(page, 'header');
    await disclosure(page, t.bell(3)).click();
    await expect(page.getByRole('dialog', { name: t.specialProposals })).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await disclosure(page, t.accessibility).click();
    await expect(page.getByRole('group', { name: t.accessibilitySettings })).toBeVisible();
    await expectNoAxeViolations(page, '[role="group"]');
    await disclosure(page, t.internetBanking).click();
    await expect(page.getByRole('link', { name: new RegExp(t.ibBusiness) })).toBeVisible();
    await expectNoAxeViolations(page, 'header');
  });

  test(`${language}: axe finds no violation in the open burger menu and the product strip`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: WIDTHS.tablet, height: 900 });
    await openLivePage(page, t.product);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(page.getByRole('navigation', { name: t.productNavigation })).toBeVisible();
    await disclosure(page, t.quickPay).click();
    await expectNoAxeViolations(page, 'body');
    // On a tablet the strip's Menu button opens the burger menu.
    await page.getByRole('navigation', { name: t.productNavigation }).getByRole('button', { name: t.menu }).click();
    await page.getByRole('button', { name: t.submenu(t.credits) }).click();
    await expect(page.getByRole('link', { name: t.creditCash })).toBeVisible();
    await expectNoAxeViolations(page, 'header');
  });
}
