import { expect, type Page } from '@playwright/test';
import { test } from '../../support/warm-page';
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
    withoutScript: 'Це розрахунок для початкових значень: щоб розрахувати свої, потрібен JavaScript.',
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
    withoutScript: 'Это расчёт для начальных значений: чтобы рассчитать свои, нужен JavaScript.',
  },
} as const;

// The tests only read and type: the warm browser context of the worker (issue 28), each test a page of its own for
// the two workers to share. A whole calculator's rules on one load: more than the default time on a shared machine.
test.describe.configure({ mode: 'parallel', timeout: 90_000 });

const calculator = (page: Page, title: string) => page.getByRole('region', { name: title });

for (const language of ['uk', 'ru'] as const) {
  const text = home[language];

  // One load of the home page, the calculator's rules one step each, in the order a visitor might try them.
  test(`credit calculator on the ${language} home page: the best offer with the indicative-figures hint; a typed sum refreshes the monthly payment; a term above max is rejected; a sum below min shows the range message; a large sum over a short term shows FAILURE in place of the result; no accessibility violation, no uncaught error`, async ({
    page,
  }) => {
    const console = watchConsole(page);
    await openLivePage(page, `/${language}`);
    const section = calculator(page, text.title);
    const summa = section.getByRole('textbox', { name: text.summa });
    const result = section.getByRole('region', { name: text.bestOffer });

    await test.step('shows the best offer with the indicative-figures hint, and no accessibility violation', async () => {
      await expect(result.getByText('3 056,69 грн')).toBeVisible();
      await expect(result.getByText(text.hint)).toBeVisible();
      // Said only where no script runs: here the figures follow the values.
      await expect(result.getByText(text.withoutScript)).toBeHidden();
      await expectNoAxeViolations(page, '[data-block-type="calculator"]');
    });

    await test.step('a typed sum refreshes the monthly payment', async () => {
      await summa.fill('100000');
      await expect(section.getByText('6 113,37 грн')).toBeVisible();
      await expect(section.getByText('3 056,69 грн')).toHaveCount(0);
    });

    await test.step('a typed value above max is rejected', async () => {
      const termin = section.getByRole('textbox', { name: text.termin });
      await expect(termin).toHaveValue('24');
      await termin.press('End');
      await termin.pressSequentially('5');
      await expect(termin).toHaveValue('24');
    });

    await test.step('a value below min shows the range message', async () => {
      await summa.fill('200');
      await expect(section.getByText(text.range)).toBeVisible();
      await expect(summa).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, '[data-block-type="calculator"]');
    });

    await test.step('a large sum over a short term shows the FAILURE message in place of the result', async () => {
      await summa.fill('250000');
      await section.getByRole('slider', { name: text.slider(text.termin) }).fill('6');
      await expect(result.getByText(text.failure)).toBeVisible();
      await expect(result.getByText(/грн$/)).toHaveCount(0);
    });

    expect(console.uncaught).toEqual([]);
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
