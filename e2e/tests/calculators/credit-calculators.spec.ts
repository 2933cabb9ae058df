import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { watchConsole } from '../../support/console-errors';

// The credit calculators of the seeded home pages (backend-stub/src/seed/pages/site-pages.mjs), figures from
// the stand-in's annuity arithmetic (backend-stub/src/proxy-methods/calculators.mjs).
const home = {
  uk: {
    title: 'Розрахуйте кредит готівкою',
    bestOffer: 'Найкраща пропозиція',
    summa: 'Сума кредиту',
    termin: 'Строк кредиту',
    slider: (label: string) => `${label}, повзунок`,
    range: 'Значення має бути в діапазоні 3 000 грн – 300 000 грн',
    failure: 'Сума понад 200 000 грн доступна на строк від 12 місяців',
    hint: /Ці розрахунки є орієнтовними/,
  },
  ru: {
    title: 'Рассчитайте кредит наличными',
    bestOffer: 'Лучшее предложение',
    summa: 'Сумма кредита',
    termin: 'Срок кредита',
    slider: (label: string) => `${label}, ползунок`,
    range: 'Значение должно быть в диапазоне 3 000 грн – 300 000 грн',
    failure: 'Сумма свыше 200 000 грн доступна на срок от 12 месяцев',
    hint: /Эти расчёты являются ориентировочными/,
  },
} as const;

// The machine runs several composed sites at once: a cold page may take longer than the default.
test.describe.configure({ timeout: 60_000 });

const calculator = (page: Page, title: string) => page.getByRole('region', { name: title });

for (const language of ['uk', 'ru'] as const) {
  const text = home[language];

  test.describe(`credit calculator on the ${language} home page`, () => {
    test('shows the best offer with the indicative-figures hint, and no accessibility violation', async ({ page }) => {
      const console = watchConsole(page);
      await openLivePage(page, `/${language}`);
      const section = calculator(page, text.title);
      const result = section.getByRole('region', { name: text.bestOffer });
      await expect(result.getByText('3 056,69 грн')).toBeVisible();
      await expect(result.getByText(text.hint)).toBeVisible();
      await expectNoAxeViolations(page, '[data-block-type="calculator"]');
      expect(console.uncaught).toEqual([]);
    });

    test('a typed sum refreshes the monthly payment', async ({ page }) => {
      await openLivePage(page, `/${language}`);
      const section = calculator(page, text.title);
      await expect(section.getByText('3 056,69 грн')).toBeVisible();
      await section.getByRole('textbox', { name: text.summa }).fill('100000');
      await expect(section.getByText('6 113,37 грн')).toBeVisible();
      await expect(section.getByText('3 056,69 грн')).toHaveCount(0);
    });

    test('a typed value above max is rejected', async ({ page }) => {
      await openLivePage(page, `/${language}`);
      const termin = calculator(page, text.title).getByRole('textbox', { name: text.termin });
      await expect(termin).toHaveValue('24');
      await termin.press('End');
      await termin.pressSequentially('5');
      await expect(termin).toHaveValue('24');
    });

    test('a value below min shows the range message', async ({ page }) => {
      await openLivePage(page, `/${language}`);
      const section = calculator(page, text.title);
      await section.getByRole('textbox', { name: text.summa }).fill('200');
      await expect(section.getByText(text.range)).toBeVisible();
      await expect(section.getByRole('textbox', { name: text.summa })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, '[data-block-type="calculator"]');
    });

    test('a large sum over a short term shows the FAILURE message in place of the result', async ({ page }) => {
      await openLivePage(page, `/${language}`);
      const section = calculator(page, text.title);
      await section.getByRole('textbox', { name: text.summa }).fill('250000');
      await section.getByRole('slider', { name: text.slider(text.termin) }).fill('6');
      const result = section.getByRole('region', { name: text.bestOffer });
      await expect(result.getByText(text.failure)).toBeVisible();
      await expect(result.getByText(/грн$/)).toHaveCount(0);
    });
  });
}

test.describe('legal credit calculator on the business home page', () => {
  for (const [language, title, payment, collateral, failure] of [
    ['uk', 'Кредит для бізнесу', '45 365,43 грн', 'Із заставою майна', 'Сума понад 2 000 000 грн надається лише під заставу'],
    ['ru', 'Кредит для бизнеса', '45 365,43 грн', 'С залогом имущества', 'Сумма свыше 2 000 000 грн предоставляется только под залог'],
  ] as const) {
    test(`${language}: collateral lowers the rate; without it a large sum is refused`, async ({ page }) => {
      await openLivePage(page, `/${language}/business`);
      const section = calculator(page, title);
      await expect(section.getByText(payment)).toBeVisible();
      await expect(section.getByText(language === 'uk' ? 'до 90 днів' : 'до 90 дней')).toBeVisible();
      await section.getByRole('checkbox', { name: collateral }).uncheck();
      await expect(section.getByText('46 078,29 грн')).toBeVisible();
      await section.getByRole('textbox', { name: language === 'uk' ? 'Сума фінансування' : 'Сумма финансирования' }).fill('3000000');
      await expect(section.getByText(failure)).toBeVisible();
      await expectNoAxeViolations(page, '[data-block-type="calculator"]');
    });
  }
});
