import { expect, test } from '@playwright/test';
import { openServerPage } from './server-page';

// Project no-js: a calculator's application form is mf-forms' webform, fetched in the browser when the visitor
// turns to it; applications need script (the "I am not a robot" check). The server's HTML says so in the form's place.
const words = {
  uk: {
    home: '/uk',
    calculator: 'Розрахуйте кредит готівкою',
    line: /^Форма заявки з’явиться тут, щойно сторінка завантажиться повністю: .*JavaScript\.$/,
    figures: 'Це розрахунок для початкових значень: щоб розрахувати свої, потрібен JavaScript.',
  },
  ru: {
    home: '/ru',
    calculator: 'Рассчитайте кредит наличными',
    line: /^Форма заявки появится здесь, как только страница загрузится полностью: .*JavaScript\.$/,
    figures: 'Это расчёт для начальных значений: чтобы рассчитать свои, нужен JavaScript.',
  },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const w = words[language];

  test(`${language}, without JavaScript: the calculator says where its application form comes and why it needs script`, async ({ page }) => {
    await openServerPage(page, w.home);
    const calculator = page.getByRole('region', { name: w.calculator });
    await expect(calculator.getByRole('status').filter({ hasText: w.line })).toBeVisible();
  });

  // Its fields can be changed without script, but nothing calculates them: the figures are said to be the initial values'.
  test(`${language}, without JavaScript: the calculator says its figures are for the initial values`, async ({ page }) => {
    await openServerPage(page, w.home);
    await expect(page.getByRole('region', { name: w.calculator }).getByText(w.figures)).toBeVisible();
  });
}
