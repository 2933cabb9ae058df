import { expect, type Page } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';

// axe and the composed site are slow on a loaded machine: three times the usual test time.
test.slow();

const text = {
  uk: {
    title: 'Ставки за депозитами',
    currency: 'Валюта вкладу',
    amount: 'Сума вкладу',
    more: 'Інші депозити (2)',
    first: 'Депозит «Стабільний»',
    online: 'Депозит «Онлайн»',
    pension: 'Депозит «Пенсійний»',
    usdFirst: 'Депозит «Стабільний» у доларах',
    usdOnline: 'Депозит «Онлайн» у доларах',
    from: (amount: string, currency: string) => `від ${amount} ${currency}`,
    rateButton: '14,00% — оформити на 12 міс., від 1 000 UAH',
    dialog: 'Заявка: Депозит «Стабільний»',
    close: 'Закрити',
    noRate: '—немає ставки',
  },
  ru: {
    title: 'Ставки по депозитам',
    currency: 'Валюта вклада',
    amount: 'Сумма вклада',
    more: 'Другие депозиты (2)',
    first: 'Депозит «Стабильный»',
    online: 'Депозит «Онлайн»',
    pension: 'Депозит «Пенсионный»',
    usdFirst: 'Депозит «Стабильный» в долларах',
    usdOnline: 'Депозит «Онлайн» в долларах',
    from: (amount: string, currency: string) => `от ${amount} ${currency}`,
    rateButton: '14,00% — оформить на 12 мес., от 1 000 UAH',
    dialog: 'Заявка: Депозит «Стабильный»',
    close: 'Закрыть',
    noRate: '—нет ставки',
  },
} as const;

const productTable = (page: Page, name: string) => page.getByRole('table', { name: new RegExp(`^${name}:`) });
const cellsOfRow = (page: Page, product: string, rowName: string) =>
  productTable(page, product)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: rowName, exact: true }) })
    .getByRole('cell');

for (const language of ['uk', 'ru'] as const) {
  const t = text[language];

  test(`${language}: the deposit table shows the first product, rates in percent with 2 decimals or a dash, and the others on request`, async ({ page }) => {
    await openLivePage(page, `/${language}/deposit-rates`);
    await expect(page.getByRole('group', { name: t.currency }).getByRole('radio', { name: 'UAH' })).toBeChecked();
    await expect(productTable(page, t.first).getByRole('columnheader')).toHaveText([t.amount, /^3 /, /^6 /, /^12 /, /^18 /]);
    await expect(cellsOfRow(page, t.first, t.from('1 000', 'UAH'))).toHaveText(['12,00%', '13,50%', '14,00%', '14,25%']);
    await expect(productTable(page, t.online)).toBeHidden();
    await expectNoAxeViolations(page, 'main');

    // A native disclosure (it opens before hydration and without script).
    const more = page.locator('details', { has: page.locator('summary', { hasText: t.more }) });
    await expect(more).not.toHaveAttribute('open');
    await more.locator('summary').click();
    await expect(more).toHaveAttribute('open');
    await expect(productTable(page, t.online)).toBeVisible();
    // The online deposit has no 1- and 12-month terms from 500 000 UAH.
    await expect(cellsOfRow(page, t.online, t.from('500 000', 'UAH'))).toHaveText([t.noRate, '13,00%', '14,25%', t.noRate]);
    await expect(productTable(page, t.pension)).toBeVisible();
    await expectNoAxeViolations(page, 'main');
  });

  test(`${language}: switching the currency asks the bank for that currency's table`, async ({ page }) => {
    await openLivePage(page, `/${language}/deposit-rates`);
    await expect(productTable(page, t.first)).toBeVisible();
    const asked = page.waitForRequest((request) => request.url().includes('method=GetDepositsTable') && request.postDataJSON().depositCurrency === 'USD');
    await page.getByRole('group', { name: t.currency }).getByRole('radio', { name: 'USD' }).click();
    expect((await asked).postDataJSON()).toMatchObject({ depositCurrency: 'USD', typeClient: 7 });
    await expect(cellsOfRow(page, t.usdFirst, t.from('100', 'USD'))).toHaveText(['1,50%', '2,00%', '2,75%']);
    await page.locator('summary', { hasText: '(1)' }).click();
    await expect(cellsOfRow(page, t.usdOnline, t.from('100', 'USD'))).toHaveText(['2,10%', t.noRate]);
    await page.getByRole('group', { name: t.currency }).getByRole('radio', { name: 'EUR' }).click();
    await expect(page.getByRole('radio', { name: 'EUR' })).toBeChecked();
    await expect(productTable(page, language === 'uk' ? 'Депозит «Стабільний» у євро' : 'Депозит «Стабильный» в евро')).toBeVisible();
  });

  test(`${language}: a rate opens the application popup, which keeps focus inside, closes on Escape and returns focus`, async ({ page }) => {
    await openLivePage(page, `/${language}/deposit-rates`);
    const rate = page.getByRole('button', { name: t.rateButton });
    await rate.click();
    const dialog = page.getByRole('dialog', { name: t.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: t.close })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);
    await expectNoAxeViolations(page, 'dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(rate).toBeFocused();
  });
}

test('business deposit rates come from the business client type, also after a currency switch', async ({ page }) => {
  await openLivePage(page, '/uk/business/deposit-rates');
  await expect(cellsOfRow(page, 'Депозит для бізнесу «Строковий»', 'від 10 000 000 UAH')).toHaveText(['10,00%', '12,00%', '—немає ставки', '—немає ставки']);
  const asked = page.waitForRequest((request) => request.url().includes('method=GetDepositsTable'));
  await page.getByRole('group', { name: 'Валюта вкладу' }).getByRole('radio', { name: 'USD' }).click();
  expect((await asked).postDataJSON()).toMatchObject({ depositCurrency: 'USD', typeClient: 6 });
  await expect(cellsOfRow(page, 'Депозит для бізнесу «Строковий» у доларах', 'від 100 000 USD')).toHaveText(['1,50%', '—немає ставки', '2,75%']);
});
