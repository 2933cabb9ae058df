import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { calculator } from './calculator-region';

// The calculators of the landing pages (the calculator types on their product pages: calculator-types.spec.ts);
// figures from the stand-in's arithmetic (backend-stub/src/proxy-methods/calculators.mjs).
// Every test opens its own page and only reads and types: the two workers share them, each in its warm browser context.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

test.describe('landing variants', () => {
  for (const [language, path, title, slide] of [
    ['uk', '/uk/landing/kredyt', 'Розрахуйте свій кредит', 'Ремонт без очікування'],
    ['ru', '/ru/landing/kredit', 'Рассчитайте свой кредит', 'Ремонт без ожидания'],
  ] as const) {
    test(`${language}: the landing calculator has its image carousel with dots, a pause button and no arrows`, async ({ page }) => {
      await openLivePage(page, path);
      const section = calculator(page, title);
      const carousel = section.getByRole('group', { name: language === 'uk' ? 'Пропозиції банку' : 'Предложения банка' });
      await expect(carousel.getByRole('img', { name: slide }).first()).toBeVisible();
      await expect(section.getByRole('button', { name: language === 'uk' ? 'Перейти до слайда 3' : 'Перейти к слайду 3' })).toBeVisible();
      const pause = section.getByRole('button', { name: language === 'uk' ? 'Зупинити прокручування' : 'Остановить прокрутку' });
      await pause.click();
      await expect(section.getByRole('button', { name: language === 'uk' ? 'Запустити прокручування' : 'Запустить прокрутку' })).toBeVisible();
      await expect(section.getByText('3 056,69 грн')).toBeVisible();
      await expectNoAxeViolations(page, '[data-block-type="calculator_landing"]');
    });
  }

  test('the no-image landing calculator has no carousel', async ({ page }) => {
    await openLivePage(page, '/uk/landing/depozyt');
    const section = calculator(page, 'Розрахуйте дохід за вкладом');
    await expect(section.getByText('111 270,00 грн')).toBeVisible();
    await expect(section.getByRole('img')).toHaveCount(0);
    await expect(section.getByRole('button', { name: 'Зупинити прокручування' })).toHaveCount(0);
  });

  for (const [language, path, title, advantage, limit] of [
    ['uk', '/uk/landing/kartka', 'Картка, яка платить за вас', 'До 90 днів без відсотків', 'Кредитний ліміт'],
    ['ru', '/ru/landing/karta', 'Карта, которая платит за вас', 'До 90 дней без процентов', 'Кредитный лимит'],
  ] as const) {
    test(`${language}: landing_v shows its advantages and a working calculator`, async ({ page }) => {
      await openLivePage(page, path);
      const section = calculator(page, title);
      await expect(section.getByRole('listitem').filter({ hasText: advantage })).toBeVisible();
      await expect(section.getByText('1 876,68 грн')).toBeVisible();
      await section.getByRole('textbox', { name: limit }).fill('60000');
      await section.getByRole('textbox', { name: language === 'uk' ? 'Сума покупок' : 'Сумма покупок' }).fill('20000');
      await expect(section.getByText('3 753,36 грн')).toBeVisible();
      await expectNoAxeViolations(page, '[data-block-type="landing_v"]');
    });
  }
});
