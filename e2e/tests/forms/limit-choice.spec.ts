import { expect, test } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { expectNoAxeViolations } from '../../support/axe';
import { keptSubmissions, stepHeader, uniquePhone, W } from './form-helpers';

const words = {
  uk: {
    inline: '/uk/kredytna-kartka-zaiavka',
    popup: '/uk/kredytna-kartka-onlain',
    form: 'Заявка на кредитну картку',
    open: 'Замовити картку',
    name: 'Шевчук Андрій Іванович',
    limit: 'Чи потрібен вам кредитний ліміт?',
    yes: 'Так',
    no: 'Ні',
    ipn: 'РНОКПП (податковий номер)',
    income: 'Щомісячний дохід, грн',
    orderCard: 'Оформити картку',
  },
  ru: {
    inline: '/ru/kreditnaya-karta-zayavka',
    popup: '/ru/kreditnaya-karta-onlain',
    form: 'Заявка на кредитную карту',
    open: 'Заказать карту',
    name: 'Шевчук Андрей Иванович',
    limit: 'Нужен ли вам кредитный лимит?',
    yes: 'Да',
    no: 'Нет',
    ipn: 'РНУКПН (налоговый номер)',
    income: 'Ежемесячный доход, грн',
    orderCard: 'Оформить карту',
  },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const w = { ...W[language], ...words[language] };

  test(`${language}: answering No to the credit limit sends step 2 as the one-step credit request`, async ({ page, request }) => {
    test.slow();
    const phone = uniquePhone();
    await openLivePage(page, w.inline);
    const form = page.getByRole('region', { name: w.form });
    const limit = form.getByRole('group', { name: w.limit });
    await expect(limit.getByLabel(w.yes)).toBeChecked();
    await form.getByLabel(w.pib).fill(w.name);
    await form.getByLabel(w.phone).pressSequentially(phone.typed);

    // Yes keeps the card's own second step.
    await form.getByRole('button', { name: w.next }).click();
    await expect(stepHeader(form, w, 2)).toHaveAttribute('aria-current', 'step');
    await expect(form.getByRole('button', { name: w.orderCard })).toBeVisible();
    await expect(form.getByLabel(w.inn)).toBeVisible();

    // Back to step 1, No: the second step becomes the one-step credit request.
    await stepHeader(form, w, 1).click();
    await limit.getByLabel(w.no).check();
    await form.getByRole('button', { name: w.next }).click();
    await expect(form.getByLabel(w.ipn)).toBeVisible();
    await form.getByLabel(w.ipn).fill('3012345678');
    await form.getByLabel(w.income).fill('25000');
    await form.getByLabel(w.city).selectOption(w.kyiv);
    await form.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('dialog', { name: w.form }).getByRole('status')).toHaveText(w.accepted);

    const stored = await keptSubmissions(request, phone.digits);
    expect(stored.map((submission) => submission.webformId).sort()).toEqual(['credit_card', 'credit_request_one_step']);
    const oneStep = stored.find((submission) => submission.webformId === 'credit_request_one_step');
    expect(oneStep?.values).toMatchObject({ pib: w.name, NoCreditLimit: '0', ipn: '3012345678', income: '25000', city: 'kyiv' });
  });

  test(`${language}: in the popup variant, No sends form 104 and the result shows in the popup with Return`, async ({ page, request }) => {
    test.slow();
    const phone = uniquePhone();
    await openLivePage(page, w.popup);
    await page.getByRole('button', { name: w.open }).click();
    const popup = page.getByRole('dialog', { name: w.open });
    await expect(popup.getByLabel(w.pib)).toBeVisible();
    await expectNoAxeViolations(page, 'dialog');
    await popup.getByLabel(w.pib).fill(w.name);
    await popup.getByLabel(w.phone).pressSequentially(phone.typed);
    await popup.getByRole('group', { name: w.limit }).getByLabel(w.no).check();
    await popup.getByRole('button', { name: w.next }).click();
    await popup.getByLabel(w.ipn).fill('3012345678');
    await popup.getByLabel(w.income).fill('18000');
    await popup.getByLabel(w.city).selectOption(w.kyiv);
    await popup.getByRole('button', { name: w.send }).click();
    await expect(popup.getByRole('status')).toHaveText(w.accepted);
    await expectNoAxeViolations(page, 'dialog');
    await popup.getByRole('button', { name: w.returnToForm }).click();
    await expect(popup.getByLabel(w.pib)).toHaveValue('');
    const stored = await keptSubmissions(request, phone.digits);
    expect(stored.map((submission) => submission.webformId).sort()).toEqual(['104', 'credit_card']);
  });
}
