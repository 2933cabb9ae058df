import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage, waitUntilLive } from '../../support/live-page';
import { LANGUAGES, TEXTS, WIDTHS } from './shell-texts';
import { disclosure } from './shell-page';

// Whole composed pages on a shared machine: generous time per test, never timed assertions.
test.describe.configure({ timeout: 90_000 });

const NOTICE_COOKIE = 'bank_notice_closed';
const TWELVE_HOURS_MS = 43_200_000;

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  test.describe(`${language}, site notice`, () => {
    test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

    test('a closed notice stays hidden after a reload', async ({ page }) => {
      await openLivePage(page, t.home);
      const notice = page.getByText(t.notice);
      await expect(notice).toBeVisible();
      await page.getByRole('button', { name: t.closeNotice }).click();
      await expect(notice).toBeHidden();
      await page.reload();
      await waitUntilLive(page);
      await expect(page.getByRole('navigation', { name: t.mainMenu })).toBeVisible();
      await expect(page.getByRole('button', { name: t.closeNotice })).toHaveCount(0);
    });

    test('the notice is shown again once the time kept on the device is 12 hours old', async ({ page }) => {
      await openLivePage(page, t.home);
      await page.getByRole('button', { name: t.closeNotice }).click();
      await expect(page.getByText(t.notice)).toBeHidden();
      // The cookie's own 12 hours are not waited for: the time it holds is made 12 hours old.
      await page.context().addCookies([{ name: NOTICE_COOKIE, value: String(Date.now() - TWELVE_HOURS_MS - 1_000), url: page.url() }]);
      await page.reload();
      await expect(page.getByText(t.notice)).toBeVisible();
    });

    test('a notice with field_disabled set is not shown', async ({ page }) => {
      await page.route('**/api/*/jsonapi/block/block?**', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { attributes: { settings: Record<string, unknown> } }[] };
        for (const block of body.data) block.attributes.settings.field_disabled = true;
        await route.fulfill({ response, json: body });
      });
      await openLivePage(page, t.home);
      await expect(page.getByRole('button', { name: /./ }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await expect(page.getByRole('button', { name: t.closeNotice })).toHaveCount(0);
    });
  });

  test.describe(`${language}, notifications bell`, () => {
    test.use({ viewport: { width: WIDTHS.desktop, height: 900 } });

    test('opened proposals leave the list, the badge counts down, and none left says all were reviewed', async ({ page }) => {
      await openLivePage(page, t.home);
      const bell = disclosure(page, t.bell(3));
      await expect(bell).toBeVisible();
      await bell.click();
      const popup = page.getByRole('dialog', { name: t.specialProposals });
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('link')).toHaveCount(3);
      // Bodies are cut to 50 characters with an ellipsis.
      for (const text of await popup.getByRole('link').allInnerTexts()) {
        const summary = text.split('\n')[1] ?? '';
        expect(summary.length).toBeLessThanOrEqual(50);
      }

      await popup.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${t.product}$`));
      await expect(disclosure(page, t.bell(2))).toBeVisible();

      await page.reload();
      const remaining = disclosure(page, t.bell(2));
      await expect(remaining).toBeVisible();
      for (const count of [1, 0]) {
        await disclosure(page, t.bell(count + 1)).click();
        await page.getByRole('dialog', { name: t.specialProposals }).getByRole('link').first().click();
        await expect(disclosure(page, t.bell(count))).toBeVisible();
      }
      await disclosure(page, t.bell(0)).click();
      await expect(page.getByRole('dialog', { name: t.specialProposals })).toContainText(t.allReviewed);
    });
  });
}
