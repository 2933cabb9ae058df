import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage } from '../../support/live-page';

// Issue 29: at 375 px "від 1 000 000 UAH" broke over three lines; the amount and its words are one unit.
for (const [language, path, product, amount] of [
  ['uk', '/uk/business/deposit-rates', 'Депозит для бізнесу «Строковий»', 'від 10 000 000 UAH'],
  ['ru', '/ru/business/deposit-rates', 'Депозит для бизнеса «Срочный»', 'от 10 000 000 UAH'],
] as const) {
  test(`${language}: at 375 px an amount row header of the deposit table stays on one line`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openLivePage(page, path);
    const header = page.getByRole('table', { name: new RegExp(`^${product}:`) }).getByRole('rowheader', { name: amount, exact: true });
    await expect(header).toBeVisible();
    const text = await header.textContent();
    expect(text).toBe(amount.replace(/ /g, '\u00a0'));
    // One line: the rendered text is no taller than a line of its own font.
    const lines = await header.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines).toBe(1);
  });
}
