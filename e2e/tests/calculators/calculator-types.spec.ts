import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { calculator } from './calculator-region';

// Each calculator type on its seeded page (backend-stub/src/seed/pages/calculators.mjs; the landing variants:
// landing-calculators.spec.ts); figures from the stand-in's arithmetic (backend-stub/src/proxy-methods/calculators.mjs,
// checked by hand in its unit test).
// Every test opens its own page and only reads and types: the two workers share them, each in its warm browser context.
test.describe.configure({ mode: 'parallel', timeout: 60_000 });

const bestOffer = { uk: 'Найкраща пропозиція', ru: 'Лучшее предложение' } as const;

test.describe('deposit calculator', () => {
  for (const [language, path, title, summa, secretCode, taxes, range, failure] of [
    [
      'uk',
      '/uk/deposits/stabilnyi',
      'Калькулятор депозиту',
      'Сума вкладу',
      'Покажу секретний код менеджеру (+1% до ставки)',
      'Податки (18% ПДФО + 1,5% військовий збір)',
      'Значення має бути в діапазоні 1 000 грн – 5 000 000 грн',
      'Вклад понад 1 000 000 грн відкривається на строк від 3 місяців',
    ],
    [
      'ru',
      '/ru/deposits/stabilnyj',
      'Калькулятор депозита',
      'Сумма вклада',
      'Покажу секретный код менеджеру (+1% к ставке)',
      'Налоги (18% НДФЛ + 1,5% военный сбор)',
      'Значение должно быть в диапазоне 1 000 грн – 5 000 000 грн',
      'Вклад свыше 1 000 000 грн открывается на срок от 3 месяцев',
    ],
  ] as const) {
    test(`${language}: both taxes, the +1% secret code, the range rules and FAILURE${language === 'uk' ? '; the banner slider above it autoplays with dots and no arrows' : ''}`, async ({
      page,
    }) => {
      await openLivePage(page, path);
      // On the same load as the uk calculator (issue 28).
      if (language === 'uk') {
        await test.step('the calculator banner slider above it autoplays with dots and no arrows', async () => {
          const banners = page.getByRole('group', { name: 'Пропозиції банку' });
          await expect(banners.getByRole('img', { name: 'Секретний код: +1% до ставки' }).first()).toBeVisible();
          await expect(banners.getByRole('button', { name: 'Перейти до слайда 2' })).toBeVisible();
          await expect(banners.getByRole('button', { name: /next|previous|наступн|попередн/i })).toHaveCount(0);
          await expect(banners.getByRole('button', { name: 'Зупинити прокручування' })).toBeVisible();
        });
      }
      const section = calculator(page, title);
      const result = section.getByRole('region', { name: bestOffer[language] });
      await expect(result.getByText(taxes)).toBeVisible();
      await expect(result.getByText('2 730,00 грн')).toBeVisible();
      await expect(result.getByText('111 270,00 грн')).toBeVisible();
      await expectNoAxeViolations(page, '[data-block-type="calculator"]');

      await section.getByRole('checkbox', { name: secretCode }).check();
      await expect(result.getByText('15,00%')).toBeVisible();
      await expect(result.getByText('112 075,00 грн')).toBeVisible();

      const typed = section.getByRole('textbox', { name: summa, exact: true });
      await typed.fill('500');
      await expect(section.getByText(range)).toBeVisible();
      await typed.fill('5000001');
      await expect(typed).toHaveValue('500');

      await typed.fill('2000000');
      await section.getByRole('textbox', { name: language === 'uk' ? 'Строк вкладу' : 'Срок вклада' }).fill('2');
      await expect(result.getByText(failure)).toBeVisible();
    });
  }
});

test.describe('credit card calculator', () => {
  for (const [language, path, title, green, payout, limit, purchases, failure] of [
    [
      'uk',
      '/uk/cards/kredytna-kartka',
      'Калькулятор кредитної картки',
      'Зелена',
      'Картка для виплат',
      'Кредитний ліміт',
      'Сума покупок',
      'Сума покупок перевищує кредитний ліміт',
    ],
    [
      'ru',
      '/ru/cards/kreditnaya-karta',
      'Калькулятор кредитной карты',
      'Зелёная',
      'Карта для выплат',
      'Кредитный лимит',
      'Сумма покупок',
      'Сумма покупок превышает кредитный лимит',
    ],
  ] as const) {
    test(`${language}: card 34 chosen, 37 left out, limit and purchases in UAH, FAILURE above the limit`, async ({ page }) => {
      await openLivePage(page, path);
      const section = calculator(page, title);
      const result = section.getByRole('region', { name: bestOffer[language] });
      await expect(section.getByRole('radio', { name: language === 'uk' ? 'Універсальна' : 'Универсальная' })).toBeChecked();
      await expect(section.getByRole('radio', { name: payout })).toHaveCount(0);
      await expect(result.getByText('1 876,68 грн')).toBeVisible();
      await expect(result.getByText('30 000,00 грн')).toBeVisible();
      await expectNoAxeViolations(page, '[data-block-type="calculator"]');

      await section.getByRole('radio', { name: green }).check();
      await expect(result.getByText('3,20%')).toBeVisible();

      await section.getByRole('textbox', { name: limit }).fill('5000');
      await expect(section.getByRole('textbox', { name: purchases })).toHaveValue('10\u00a0000');
      await expect(result.getByText(failure)).toBeVisible();
    });
  }
});

test.describe('mortgage calculator', () => {
  for (const [language, path, title, inDetail, collapse, payment, apply, cost, sameAsCost] of [
    [
      'uk',
      '/uk/credits/ipoteka',
      'Іпотечний калькулятор',
      'Детальніше',
      'Згорнути',
      'Перший внесок',
      'Залишити заявку',
      'Вартість нерухомості',
      'Перший внесок має бути меншим за вартість нерухомості',
    ],
    [
      'ru',
      '/ru/credits/ipoteka',
      'Ипотечный калькулятор',
      'Подробнее',
      'Свернуть',
      'Первый взнос',
      'Оставить заявку',
      'Стоимость недвижимости',
      'Первый взнос должен быть меньше стоимости недвижимости',
    ],
  ] as const) {
    test(`${language}: offers with thousands spaced, costs on In detail, the form gate below min; a first payment as large as the cost is a FAILURE`, async ({
      page,
    }) => {
      await openLivePage(page, path);
      const section = calculator(page, title);
      const result = section.getByRole('region', { name: bestOffer[language] });
      await expect(result.getByText('1 400 000 грн')).toBeVisible();
      await expect(result.getByText('20 000 грн')).toBeHidden();
      // A native disclosure: its summary carries both words, CSS shows the one of the state.
      const toggle = result.locator('summary');
      await expect(toggle).toHaveText(inDetail, { useInnerText: true });
      await toggle.click();
      await expect(result.getByText('20 000 грн')).toBeVisible();
      await expect(toggle).toHaveText(collapse, { useInnerText: true });
      await expectNoAxeViolations(page, '[data-block-type="calculator"]');
      await toggle.click();
      await expect(result.getByText('20 000 грн')).toBeHidden();

      await section.getByRole('textbox', { name: payment }).fill('50000');
      await expect(section.getByRole('button', { name: apply })).toBeDisabled();
      await section.getByRole('textbox', { name: payment }).fill('700000');
      await expect(section.getByRole('button', { name: apply })).toHaveCount(0);
      await expect(result.getByText('1 300 000 грн')).toBeVisible();

      await test.step('a first payment as large as the cost is a FAILURE', async () => {
        await section.getByRole('textbox', { name: payment }).fill('600000');
        await section.getByRole('textbox', { name: cost }).fill('600000');
        await expect(section.getByText(sameAsCost)).toBeVisible();
      });
    });
  }
});

test.describe('universal calculator', () => {
  for (const [language, path, title, property, auto, termin, failure] of [
    [
      'uk',
      '/uk/credits/naikrashcha-propozytsiia',
      'Універсальний калькулятор',
      'Кредит під заставу нерухомості',
      'Кредит під заставу авто',
      'Строк',
      'Для вибраних умов немає пропозиції. Змініть суму або строк.',
    ],
    [
      'ru',
      '/ru/credits/luchshee-predlozhenie',
      'Универсальный калькулятор',
      'Кредит под залог недвижимости',
      'Кредит под залог авто',
      'Срок',
      'Для выбранных условий нет предложения. Измените сумму или срок.',
    ],
  ] as const) {
    test(`${language}: the best offer follows the term; nothing fits is a FAILURE`, async ({ page }) => {
      await openLivePage(page, path);
      const section = calculator(page, title);
      const result = section.getByRole('region', { name: bestOffer[language] });
      await expect(result.getByText(property)).toBeVisible();
      await expectNoAxeViolations(page, '[data-block-type="calculator"]');
      await section.getByRole('textbox', { name: termin, exact: true }).fill('12');
      await expect(result.getByText(auto)).toBeVisible();
      await section.getByRole('textbox', { name: language === 'uk' ? 'Потрібна сума' : 'Нужная сумма' }).fill('800000');
      await section.getByRole('textbox', { name: termin, exact: true }).fill('6');
      await expect(result.getByText(failure)).toBeVisible();
    });
  }
});
