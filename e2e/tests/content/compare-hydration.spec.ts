import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { watchConsole } from '../../support/console-errors';
import { openLivePage, waitUntilLive } from '../../support/live-page';

// The compare list lives on the device: the server renders the panel with none chosen, and the browser must
// hydrate over that HTML before it shows the list, not throw the server's HTML away (React error #418).
test('a product page with a product in compare hydrates without a mismatch and then shows the chosen product', async ({ page }) => {
  await openLivePage(page, '/uk/products');
  await page.getByRole('article', { name: 'Кредит на авто' }).getByRole('button', { name: 'Додати до порівняння' }).click();
  const panel = page.getByRole('region', { name: 'Порівняння продуктів' });
  await expect(panel.getByText('Обрано 1 з 3')).toBeVisible();

  const watched = watchConsole(page);
  await page.reload();
  await waitUntilLive(page);
  await expect(panel.getByText('Обрано 1 з 3')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Кредит на авто' }).getByRole('button', { pressed: true })).toBeVisible();
  const hydrationFaults = [...watched.errors, ...watched.uncaught].filter((text) => /hydrat|#418|#423|#425/i.test(text));
  expect(hydrationFaults).toEqual([]);
});
