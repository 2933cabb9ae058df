import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage } from '../../support/live-page';
import { expectNoAxeViolations } from '../../support/axe';

const text = {
  uk: {
    title: 'Курси валют',
    cards: 'Картковий',
    amount: 'Сума',
    result: 'Ви отримаєте',
    unavailable: 'Курси цієї вкладки зараз недоступні, тому суму не пораховано.',
  },
  ru: {
    title: 'Курсы валют',
    cards: 'Карточный',
    amount: 'Сумма',
    result: 'Вы получите',
    unavailable: 'Курсы этой вкладки сейчас недоступны, поэтому сумма не посчитана.',
  },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const t = text[language];

  test(`${language}: when the new tab's rates fail to load the converter says they are unavailable, not the previous tab's result`, async ({ page }) => {
    test.slow(); // axe on the home page
    await page.route('**/proxyrequest?method=GetExchangeRateCard', (route) => route.fulfill({ status: 502, body: '{"message":"Bad gateway"}' }));
    await openLivePage(page, `/${language}`);
    const section = page.getByRole('region', { name: t.title, exact: true });
    const result = section.getByRole('status', { name: t.result });
    await section.getByLabel(t.amount).fill('10 000');
    await expect(result).toHaveText('237,53 USD');

    await section.getByRole('tab', { name: t.cards }).click();
    await expect(section.getByRole('alert')).toBeVisible();
    await expect(result).toHaveText(t.unavailable);
    await expectNoAxeViolations(page, '[data-block-type="calculator"]');
  });
}
