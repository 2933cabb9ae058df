import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { LANGUAGES, TEXTS } from '../shell/shell-texts';
import { SEARCH_TEXT, resultsPath } from '../search/search-texts';
import { openServerPage } from './server-page';

// Project no-js (javaScriptEnabled: false): the header's search box, a plain form, with the server's HTML alone.
// On the warm page (issue 28): a test reads pages and sends a GET form, and leaves nothing the next one could see.

for (const language of LANGUAGES) {
  const t = TEXTS[language];
  const s = SEARCH_TEXT[language];

  test.describe(`${language}, without JavaScript`, () => {
    test('the header search opens the results page of the query', async ({ page }) => {
      await openServerPage(page, t.inner);
      const box = page.getByRole('search').getByRole('searchbox', { name: s.field });
      await box.fill(s.query);
      await box.press('Enter');
      await expect(page).toHaveURL(resultsPath(language, s.query));
      await expect(page.getByRole('heading', { level: 1, name: s.resultsTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: s.product, exact: true }).first()).toBeVisible();
    });

    for (const query of ['.', '..']) {
      test(`a search for ${JSON.stringify(query)} opens its results page, not the 404 or home page`, async ({ page }) => {
        await openServerPage(page, t.inner);
        await page.getByRole('search').getByRole('searchbox', { name: s.field }).fill(query);
        await page.getByRole('search').getByRole('button').click();
        await expect(page.getByRole('heading', { level: 1, name: s.resultsTitle })).toBeVisible();
        await expect(page.getByRole('search').getByRole('searchbox', { name: s.field })).toHaveValue(query);
      });
    }
  });
}
