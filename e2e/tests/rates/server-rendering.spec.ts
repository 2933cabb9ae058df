import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { watchConsole } from '../../support/console-errors';
import { openLivePage } from '../../support/live-page';

test.slow();

// What crawlers and slow phones get first: the rates are in the HTML the server sends (amounts with
// no-break spaces, so that a phone never breaks them over lines).
for (const { path, texts } of [
  { path: '/uk/rates', texts: ['Готівковий', 'Курси на 20.11.2026', '41,55', '42,10', 'Конвертер валют'] },
  { path: '/ru/business/rates', texts: ['Наличный', 'НБУ', '41,55'] },
  { path: '/uk/deposit-rates', texts: ['Депозит «Стабільний»', 'від\u00a01\u00a0000\u00a0UAH', '13,50%'] },
  { path: '/ru/deposit-rates', texts: ['Депозит «Стабильный»', 'от\u00a01\u00a0000\u00a0UAH', '13,50%'] },
] as const) {
  test(`${path} arrives as HTML with its rates`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    for (const text of texts) expect(html).toContain(text);
  });
}

for (const path of ['/uk/rates', '/ru/deposit-rates']) {
  test(`${path} hydrates without warnings and its controls work`, async ({ page }) => {
    const console = watchConsole(page);
    await openLivePage(page, path);
    await page.waitForLoadState('networkidle');
    expect(console.errors.filter((text) => /hydrat|did not match|#418|#423|#425/i.test(text))).toEqual([]);
    expect(console.uncaught).toEqual([]);
    if (path === '/uk/rates') {
      await page.getByRole('tab', { name: 'Картковий' }).click();
      await expect(page.getByRole('tab', { name: 'Картковий' })).toHaveAttribute('aria-selected', 'true');
    } else {
      await page.locator('summary', { hasText: 'Другие депозиты (2)' }).click();
      await expect(page.getByRole('table', { name: /^Депозит «Онлайн»:/ })).toBeVisible();
    }
  });
}
