import { expect, type Page } from '@playwright/test';
import { test } from '../../support/warm-page';
import { holdRemoteCode } from '../../support/held-remote-code';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { watchConsole } from '../../support/console-errors';

// axe and the composed site are slow on a loaded machine: three times the usual test time.
test.slow();

const text = {
  uk: {
    title: 'Курси валют',
    cash: 'Готівковий',
    cards: 'Картковий',
    amount: 'Сума',
    from: 'З валюти',
    to: 'У валюту',
    result: 'Ви отримаєте',
    buy: 'Купівля',
    sell: 'Продаж',
    notNumber: 'Введіть суму цифрами, наприклад 1 000,50',
    negative: 'Сума не може бути від’ємною',
    tooLong: 'Сума завелика: не більше 12 цифр до коми',
  },
  ru: {
    title: 'Курсы валют',
    cash: 'Наличный',
    cards: 'Карточный',
    amount: 'Сумма',
    from: 'Из валюты',
    to: 'В валюту',
    result: 'Вы получите',
    buy: 'Покупка',
    sell: 'Продажа',
    notNumber: 'Введите сумму цифрами, например 1 000,50',
    negative: 'Сумма не может быть отрицательной',
    tooLong: 'Сумма слишком большая: не более 12 цифр до запятой',
  },
} as const;

function ratesSection(page: Page, title: string) {
  return page.getByRole('region', { name: title, exact: true });
}

function rateCells(section: ReturnType<typeof ratesSection>, code: string) {
  return section
    .getByRole('row')
    .filter({ has: section.page().getByRole('rowheader', { name: new RegExp(`^${code}`) }) })
    .getByRole('cell');
}

for (const language of ['uk', 'ru'] as const) {
  const t = text[language];

  test(`${language}: the home page shows cash and card rates for individuals, and switching the tab reloads them`, async ({ page }) => {
    const console = watchConsole(page);
    await openLivePage(page, `/${language}`);
    const section = ratesSection(page, t.title);
    await expect(section.getByRole('tab')).toHaveText([t.cash, t.cards]);
    await expect(section.getByRole('tab', { name: t.cash })).toHaveAttribute('aria-selected', 'true');
    await expect(rateCells(section, 'USD')).toHaveText(['41,55', '42,10']);
    await expect(rateCells(section, 'CHF')).toHaveText(['51,20', '52,70']);
    await expectNoAxeViolations(page, '[role="tabpanel"]');

    const cardsLoaded = page.waitForResponse((response) => response.url().includes('method=GetExchangeRateCard'));
    await section.getByRole('tab', { name: t.cards }).click();
    await cardsLoaded;
    await expect(section.getByRole('tab', { name: t.cards })).toHaveAttribute('aria-selected', 'true');
    await expect(rateCells(section, 'USD')).toHaveText(['41,70', '41,98']);
    await expect(rateCells(section, 'CHF')).toHaveCount(0);
    expect(console.uncaught).toEqual([]);
  });

  test(`${language}: the converter buys dollars for hryvnias, converts euros into dollars and refuses bad input`, async ({ page }) => {
    await openLivePage(page, `/${language}`);
    const section = ratesSection(page, t.title);
    const result = section.getByRole('status', { name: t.result });
    await expect(section.getByRole('radio', { name: t.buy })).toBeChecked();
    await expect(section.getByLabel(t.from)).toHaveValue('UAH');
    await section.getByLabel(t.amount).fill('10 000');
    // 10 000 ÷ 42,10 (cash, sell rate)
    await expect(result).toHaveText('237,53 USD');

    await section.getByLabel(t.from).selectOption('EUR');
    await section.getByLabel(t.to).selectOption('USD');
    // 10 000 × 48,95 ÷ 42,10
    await expect(result).toHaveText('11 627,08 USD');
    await section.getByRole('radio', { name: t.sell }).check();
    // 10 000 × 48,20 ÷ 41,55
    await expect(result).toHaveText('11 600,48 USD');

    await section.getByRole('tab', { name: t.cards }).click();
    await expect(section.getByLabel(t.from)).toHaveValue('UAH');

    const amount = section.getByLabel(t.amount);
    for (const [typed, message] of [
      ['12abc', t.notNumber],
      ['-5', t.negative],
      ['1000000000000', t.tooLong],
    ] as const) {
      await amount.fill(typed);
      await expect(amount).toHaveAttribute('aria-invalid', 'true');
      await expect(section.getByRole('alert')).toHaveText(message);
      await expect(result).not.toContainText('USD');
    }
    await expectNoAxeViolations(page, '[role="tabpanel"]');
  });
}

test('business rates: Cash and NBU tabs, NBU rates with 6 decimals', async ({ page }) => {
  await openLivePage(page, '/uk/business');
  const section = ratesSection(page, 'Курси валют для бізнесу');
  await expect(section.getByRole('tab')).toHaveText(['Готівковий', 'НБУ']);
  await expect(rateCells(section, 'USD')).toHaveText(['41,55', '42,10']);
  await section.getByRole('tab', { name: 'НБУ' }).click();
  await expect(rateCells(section, 'USD')).toHaveText(['41,831200']);
  await expect(rateCells(section, 'JPY')).toHaveText(['0,270145']);
  await expect(section.getByRole('columnheader', { name: 'Офіційний курс' })).toBeVisible();
  await expectNoAxeViolations(page, '[role="tabpanel"]');
});

test('ru business rates offer Cash and NBU', async ({ page }) => {
  await openLivePage(page, '/ru/business');
  const section = ratesSection(page, 'Курсы валют для бизнеса');
  await expect(section.getByRole('tab')).toHaveText(['Наличный', 'НБУ']);
  await section.getByRole('tab', { name: 'НБУ' }).click();
  await expect(rateCells(section, 'EUR')).toHaveText(['48,512700']);
});

test('while the rates cannot be loaded the section says so and offers a retry', async ({ page }) => {
  await page.route('**/proxyrequest?method=GetExchangeRateCard', (route) => route.fulfill({ status: 502, body: '{"message":"Bad gateway"}' }));
  await openLivePage(page, '/uk');
  const section = ratesSection(page, 'Курси валют');
  await section.getByRole('tab', { name: 'Картковий' }).click();
  await expect(section.getByRole('alert')).toContainText('Не вдалося завантажити дані');
  await page.unroute('**/proxyrequest?method=GetExchangeRateCard');
  await section.getByRole('button', { name: 'Спробувати ще раз' }).click();
  await expect(rateCells(section, 'USD')).toHaveText(['41,70', '41,98']);
});

test('what a visitor entered in the converter before its code arrived is converted once it has', async ({ page }) => {
  const t = text.uk;
  const ratesCode = await holdRemoteCode(page, 'mf_rates');
  // A held script would hold the load event too: the page is used from its HTML on.
  await page.goto('/uk', { waitUntil: 'domcontentloaded' });
  const section = ratesSection(page, t.title);
  await section.scrollIntoViewIfNeeded();
  await expect.poll(ratesCode.heldCount).toBeGreaterThan(0);
  // The server's HTML, with no script of the converter's yet: the browser keeps what is entered.
  await section.getByLabel(t.amount).fill('10 000');
  await section.getByLabel(t.from).selectOption('EUR');
  await section.getByLabel(t.to).selectOption('USD');
  await section.getByRole('radio', { name: t.sell }).check();

  await ratesCode.release();
  await expect(page.locator('.bank-block[data-live="true"]').filter({ has: section })).toHaveCount(1);
  // 10 000 × 48,20 ÷ 41,55
  await expect(section.getByRole('status', { name: t.result })).toHaveText('11 600,48 USD');
  await expect(section.getByLabel(t.amount)).toHaveValue('10 000');
  await expect(section.getByRole('radio', { name: t.sell })).toBeChecked();
});
