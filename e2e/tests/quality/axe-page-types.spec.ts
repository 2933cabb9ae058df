import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';

// Whole-page axe for the page types and states the area specs check only in part (a tab panel,
// <main>, one dialog) or in one language: WCAG 2.2 A and AA, in uk and ru, 0 violations.
// Home, business home, product, inner and 404 pages are in shell/axe-and-not-found.spec.ts; the search results page
// in search/search-results.spec.ts; the form pages in axe-form-pages.spec.ts; the open burger menu at 320 px in
// reflow-and-zoom.spec.ts, on the load of its reflow; the page of a failed content API in axe-failure-page.spec.ts.
test.describe.configure({ timeout: 90_000 });

// The rates page at desktop width and at 320 px: one load, below.
const PAGE_TYPES = [
  ['branches and map', '/branches'],
  ['news list', '/news'],
  ['content blocks', '/blocks-showcase'],
  ['expert', '/experts/olena-kovalenko'],
] as const;

for (const language of ['uk', 'ru'] as const) {
  for (const [name, path] of PAGE_TYPES) {
    test(`${language}: the whole ${name} page has no axe violation`, async ({ page }) => {
      test.slow();
      await openLivePage(page, `/${language}${path}`);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }

  // One load, narrowed as a visitor narrows the window (issue 28).
  test(`${language}: the whole rates page has no axe violation, at desktop width and at 320 px with its table scrolling in its own box`, async ({ page }) => {
    test.slow();
    await openLivePage(page, `/${language}/rates`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await test.step('at desktop width', () => expectNoAxeViolations(page));
    await test.step('at 320 px', async () => {
      await page.setViewportSize({ width: 320, height: 640 });
      await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
