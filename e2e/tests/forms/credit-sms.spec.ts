import { expect, test } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { expectNoAxeViolations } from '../../support/axe';
import { watchConsole } from '../../support/console-errors';
import { keptSubmissions, stepHeader as currentStep, uniquePhone, W } from './form-helpers';

const pages = {
  uk: {
    path: '/uk/zaiavka-na-kredyt',
    form: 'Оформити кредит',
    name: 'Коваленко Олена Петрівна',
    triesUsedUp: 'Код з SMS тричі введено невірно, тому заявку не надіслано. Надішліть форму ще раз, щоб отримати новий код.',
  },
  ru: {
    path: '/ru/zayavka-na-kredit',
    form: 'Оформить кредит',
    name: 'Коваленко Елена Петровна',
    triesUsedUp: 'Код из SMS трижды введён неверно, поэтому заявка не отправлена. Отправьте форму ещё раз, чтобы получить новый код.',
  },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const w = W[language];
  const { path, form: formName, name, triesUsedUp } = pages[language];

  test(`${language}: a two-step credit form is checked, verified by SMS (wrong code twice, then right) and sent`, async ({ page, request }) => {
    test.slow(); // a long visitor path on a shared machine
    const console = watchConsole(page);
    const phone = uniquePhone();
    await openLivePage(page, path);
    const form = page.getByRole('region', { name: formName });
    await expect(form.getByText(`${w.probability}: 5%`)).toBeVisible();

    await form.getByRole('button', { name: w.next }).click();
    await expect(form.getByText(w.onlyCyrillic).or(form.getByText(w.required)).first()).toBeVisible();
    await expect(form.getByText(w.phoneRequired)).toBeVisible();
    await expectNoAxeViolations(page, 'main');

    await form.getByLabel(w.pib).fill('Ivan');
    await form.getByLabel(w.phone).pressSequentially('0441234567');
    await form.getByRole('button', { name: w.next }).click();
    await expect(form.getByText(w.onlyCyrillic)).toBeVisible();
    await expect(form.getByText(w.operatorCode)).toBeVisible();

    await form.getByLabel(w.pib).fill(name);
    await form.getByLabel(w.phone).press('Control+a');
    await form.getByLabel(w.phone).press('Backspace');
    await form.getByLabel(w.phone).pressSequentially(phone.typed);
    await form.getByLabel(w.activity).selectOption(w.employed);
    await expect(form.getByText(`${w.probability}: 65%`)).toBeVisible();
    await form.getByRole('button', { name: w.next }).click();

    const sms = page.getByRole('dialog', { name: w.smsTitle });
    await expect(sms).toBeVisible();
    const code = sms.getByLabel(w.smsCode);
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toBeEnabled();
    await expectNoAxeViolations(page, 'dialog');
    await code.fill('0000');
    await code.press('Enter');
    await expect(sms.getByRole('alert')).toHaveText(w.smsWrong);
    await expect(code).toHaveValue('');
    await code.fill('1111');
    await code.press('Enter');
    await expect(code).toHaveValue('');
    await code.fill('1234');
    await sms.getByRole('button', { name: w.smsConfirm }).click();
    await expect(sms).toBeHidden();

    await expect(currentStep(form, w, 2)).toHaveAttribute('aria-current', 'step');
    await form.getByLabel(w.inn).fill('12345abc67890');
    await expect(form.getByLabel(w.inn)).toHaveValue('1234567890');
    await form.getByLabel(w.city).selectOption(w.kyiv);
    await form.getByLabel(w.amount).fill('50000');
    await expect(form.getByText(`${w.probability}: 90%`)).toBeVisible();
    await form.getByRole('button', { name: w.send }).click();

    const result = page.getByRole('dialog', { name: formName });
    await expect(result.getByRole('status')).toHaveText(w.accepted);
    await expectNoAxeViolations(page, 'dialog');
    await result.getByRole('button', { name: w.close }).click();
    await expect(result).toBeHidden();
    await expect(form.getByLabel(w.pib)).toHaveValue('');

    const stored = await keptSubmissions(request, phone.digits);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      webformId: 'credit_cash',
      language,
      steps: 2,
      values: expect.objectContaining({ pib: name, inn: '1234567890', city: 'kyiv', amount: '50000', activity: w.employed }),
    });
    expect(console.uncaught).toEqual([]);
  });

  test(`${language}: the activities that skip SMS submit step 1 at once`, async ({ page, request }) => {
    const phone = uniquePhone();
    await openLivePage(page, path);
    const form = page.getByRole('region', { name: formName });
    await form.getByLabel(w.pib).fill(name);
    await form.getByLabel(w.phone).pressSequentially(phone.typed);
    await form.getByLabel(w.activity).selectOption(w.student);
    await form.getByRole('button', { name: w.next }).click();
    await expect(currentStep(form, w, 2)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('dialog', { name: w.smsTitle })).toHaveCount(0);
    expect(await keptSubmissions(request, phone.digits)).toEqual([expect.objectContaining({ steps: 1 })]);
  });

  test(`${language}: three wrong SMS codes (the form says why it was not sent, focus on its heading), or Go back, return to the form`, async ({ page }) => {
    const phone = uniquePhone();
    await openLivePage(page, path);
    const form = page.getByRole('region', { name: formName });
    await form.getByLabel(w.pib).fill(name);
    await form.getByLabel(w.phone).pressSequentially(phone.typed);
    await form.getByLabel(w.activity).selectOption(w.employed);
    await form.getByRole('button', { name: w.next }).click();
    const sms = page.getByRole('dialog', { name: w.smsTitle });
    for (const wrong of ['1111', '2222', '3333']) {
      await expect(sms.getByLabel(w.smsCode)).toBeEnabled();
      await sms.getByLabel(w.smsCode).fill(wrong);
      await sms.getByLabel(w.smsCode).press('Enter');
      if (wrong !== '3333') await expect(sms.getByLabel(w.smsCode)).toHaveValue('');
    }
    await expect(sms).toBeHidden();
    await expect(form.getByRole('alert')).toHaveText(triesUsedUp);
    await expect(form.getByRole('heading', { name: formName, exact: true })).toBeFocused();
    await expectNoAxeViolations(page, 'main');
    await expect(currentStep(form, w, 1)).toHaveAttribute('aria-current', 'step');

    await form.getByRole('button', { name: w.next }).click();
    await expect(sms).toBeVisible();
    await sms.getByRole('button', { name: w.goBack, exact: true }).first().click();
    await expect(sms).toBeHidden();
    await expect(form.getByLabel(w.pib)).toHaveValue(name);
  });

  test(`${language}: a phone the SMS gateway refuses goes back with 'Phone field is incorrect'`, async ({ page }) => {
    const phone = uniquePhone('9998');
    await openLivePage(page, path);
    const form = page.getByRole('region', { name: formName });
    await form.getByLabel(w.pib).fill(name);
    await form.getByLabel(w.phone).pressSequentially(phone.typed);
    await form.getByLabel(w.activity).selectOption(w.employed);
    await form.getByRole('button', { name: w.next }).click();
    await expect(form.getByText(w.phoneIncorrect)).toBeVisible();
    await expect(page.getByRole('dialog', { name: w.smsTitle })).toHaveCount(0);
  });
}
