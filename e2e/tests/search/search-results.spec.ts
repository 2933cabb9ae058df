import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { watchConsole } from '../../support/console-errors';
import { openLivePage } from '../../support/live-page';
import { LANGUAGES, SEARCH_TEXT, resultsPath } from './search-texts';

for (const language of LANGUAGES) {
  const text = SEARCH_TEXT[language];

  test.describe(`search results page (${language})`, () => {
    // Each test opens its own page: the two workers share them, each in its warm browser context.
    test.describe.configure({ mode: 'parallel' });

    // One load of the results page (issue 28): its axe runs, with the results and once the field is cleared, in the
    // same test as its tabs.
    test('groups the hits into audience tabs, Other last, the first selected; tabs switch the list, by mouse and arrow keys; the page, with tabs and products and with the field cleared, has no WCAG 2.2 A/AA violations', async ({
      page,
    }) => {
      // Two full-page axe runs on the composed site.
      test.setTimeout(90_000);
      await openLivePage(page, resultsPath(language, text.query));
      await expect(page.getByRole('heading', { level: 1, name: text.resultsTitle })).toBeVisible();
      await expect(page.getByRole('tab').first()).toBeVisible();
      await expect(page.getByRole('region', { name: text.products })).toBeVisible();
      await test.step('axe finds no violation on the results page, with tabs and products', () => expectNoAxeViolations(page));
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(3);
      for (const [index, name] of text.tabs.entries()) await expect(tabs.nth(index)).toHaveAccessibleName(new RegExp(`^${name} \\(\\d+\\)$`));
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');

      const list = page.getByRole('tabpanel');
      await expect(list.getByRole('link', { name: text.individualsHit, exact: true })).toBeVisible();
      await expect(list.getByRole('link', { name: text.businessHit, exact: true })).toHaveCount(0);

      await page.getByRole('tab', { name: new RegExp(`^${text.tabs[1]}`) }).click();
      await expect(list.getByRole('link', { name: text.businessHit, exact: true })).toBeVisible();
      await expect(list.getByRole('link', { name: text.individualsHit, exact: true })).toHaveCount(0);

      await page.keyboard.press('ArrowRight');
      const other = page.getByRole('tab', { name: new RegExp(`^${text.tabs[2]}`) });
      await expect(other).toBeFocused();
      await expect(other).toHaveAttribute('aria-selected', 'true');
      await expect(list.getByRole('link', { name: text.otherHit, exact: true })).toBeVisible();

      await page.keyboard.press('ArrowRight');
      await expect(tabs.first()).toBeFocused();
      await expect(list.getByRole('link', { name: text.individualsHit, exact: true })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(other).toHaveAttribute('aria-selected', 'true');

      await test.step('axe finds no violation with the field cleared', async () => {
        await page.getByRole('searchbox', { name: text.field }).fill('');
        await expect(page.getByText(text.cleared)).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });

    test('shows a results count and the product hits, each result linking to its page', async ({ page }) => {
      await openLivePage(page, resultsPath(language, text.query));
      await expect(page.getByText(text.count)).toBeVisible();
      const products = page.getByRole('region', { name: text.products });
      await expect(products.getByRole('link', { name: text.product, exact: true })).toHaveAttribute('href', text.productPath);
      await page.getByRole('tabpanel').getByRole('link', { name: text.individualsHit, exact: true }).click();
      await expect(page).toHaveURL(text.individualsPath);
      await expect(page.getByRole('heading', { level: 1, name: text.individualsHit })).toBeVisible();
    });

    test('says "Articles not found" when nothing matches', async ({ page }) => {
      // A full-page axe run on the composed site.
      test.setTimeout(60_000);
      await openLivePage(page, `/${language}`);
      const box = page.getByRole('searchbox', { name: text.field });
      await box.fill(text.noHits);
      await box.press('Enter');
      await expect(page.getByText(text.notFound)).toBeVisible();
      await expect(page.getByText(text.count)).toHaveText(/: 0$/);
      await expect(page.getByRole('tablist')).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test('a query with <script> is shown as text and never runs', async ({ page }) => {
      const console = watchConsole(page);
      const query = '<script>window.searchInjected = true</script><img src=x onerror="window.searchInjected = true">';
      await openLivePage(page, `/${language}`);
      const box = page.getByRole('searchbox', { name: text.field });
      await box.fill(query);
      await box.press('Enter');
      await expect(page).toHaveURL(resultsPath(language, query));
      await expect(page.getByRole('main').getByText(query, { exact: true })).toBeVisible();
      await expect(page.getByText(text.notFound)).toBeVisible();
      // And when the page is opened from its address, rendered on the server.
      await page.reload();
      await expect(page.getByRole('main').getByText(query, { exact: true })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: text.field })).toHaveValue(query);
      expect(await page.evaluate(() => (window as { searchInjected?: boolean }).searchInjected)).toBeUndefined();
      expect(console.uncaught).toEqual([]);
    });

    test('a long query with unusual characters is shown whole and does not widen the page', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const query = `${'дужедовгийзапитбезпробілів'.repeat(12)} 100% / ? # & "лапки" 'ʼ’ {count} ☺ 👍 ё.`;
      await openLivePage(page, resultsPath(language, query));
      await expect(page.getByRole('main').getByText(query, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: text.resultsTitle })).toBeVisible();
      // On a phone the box opens from the header's search icon, holding the query.
      await page.getByRole('banner').getByRole('link', { name: text.icon, exact: true }).click();
      await expect(page.getByRole('searchbox', { name: text.field })).toHaveValue(query);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });

    test('a query with a backslash opens its results page', async ({ page }) => {
      await openLivePage(page, resultsPath(language, 'C:\\Users'));
      await expect(page.getByRole('main').getByText('C:\\Users', { exact: true })).toBeVisible();
    });

    test('a search page the content system does not have goes to the 404 page', async ({ page }) => {
      await openLivePage(page, `/${language}/search/%20%20`);
      await expect(page).toHaveURL(`/${language}/404`);
      await expect(page.getByText(text.pageNotFound)).toBeVisible();
    });

    test('a 404 from the search during client-side navigation goes to the 404 page', async ({ page }) => {
      await page.route('**/jsonapi/wise/search?*', (route) => route.fulfill({ status: 404, json: { message: 'Not found' } }));
      await openLivePage(page, `/${language}`);
      const box = page.getByRole('searchbox', { name: text.field });
      await box.fill(text.query);
      await box.press('Enter');
      await expect(page).toHaveURL(`/${language}/404`);
      await expect(page.getByText(text.pageNotFound)).toBeVisible();
    });
  });
}
