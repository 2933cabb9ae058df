import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage } from '../../support/live-page';
import { LANGUAGES, TEXTS } from './shell-texts';

// Whole composed pages on a shared machine: generous time per test, never timed assertions.
test.describe.configure({ timeout: 90_000 });

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  test.describe(`${language}, breadcrumbs`, () => {
    test('hidden on the home pages and product pages, shown on inner pages with an unlinked last crumb', async ({ page }) => {
      test.slow();
      for (const path of [t.home, t.businessHome, t.product]) {
        await openLivePage(page, path);
        await expect(page.getByRole('navigation', { name: t.mainMenu })).toBeVisible();
        await expect(page.getByRole('navigation', { name: t.breadcrumbs })).toHaveCount(0);
      }
      await openLivePage(page, t.inner);
      const trail = page.getByRole('navigation', { name: t.breadcrumbs });
      await expect(trail).toBeVisible();
      await expect(trail.getByRole('link')).toHaveCount(1);
      await expect(trail.getByText(t.credits, { exact: true })).toHaveAttribute('aria-current', 'page');
      await trail.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${t.home}$`));
    });
  });
}
