import { expect, test } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { expectNoAxeViolations } from '../../support/axe';
import { kept, uniquePhone, W, type KeptSubmission } from './form-helpers';

const words = {
  uk: {
    feedbackPath: '/uk/vidguk',
    feedback: 'Ваш відгук',
    name: "Ваше ім'я",
    email: 'Електронна пошта',
    send: 'Надіслати відгук',
    code: 'Код підтвердження',
    confirm: 'Підтвердити',
    wrongCode: 'Невірний код, будь ласка, надішліть ще раз',
    confirmed: 'Дякуємо! Вашу пошту підтверджено, відгук передано до служби якості.',
    creditPath: '/uk/zaiavka-na-kredyt',
    credit: 'Оформити кредит',
    person: 'Коваленко Олена Петрівна',
    triesUsedUp: 'Код з SMS тричі введено невірно, тому заявку не надіслано. Надішліть форму ще раз, щоб отримати новий код.',
  },
  ru: {
    feedbackPath: '/ru/otzyv',
    feedback: 'Ваш отзыв',
    name: 'Ваше имя',
    email: 'Электронная почта',
    send: 'Отправить отзыв',
    code: 'Код подтверждения',
    confirm: 'Подтвердить',
    wrongCode: 'Неверный код, пожалуйста, отправьте ещё раз',
    confirmed: 'Спасибо! Ваша почта подтверждена, отзыв передан в службу качества.',
    creditPath: '/ru/zayavka-na-kredit',
    credit: 'Оформить кредит',
    person: 'Коваленко Елена Петровна',
    triesUsedUp: 'Код из SMS трижды введён неверно, поэтому заявка не отправлена. Отправьте форму ещё раз, чтобы получить новый код.',
  },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const w = { ...W[language], ...words[language] };

  test(`${language}: feedback after a wrong email code is retried and confirmed; Return puts focus on the form heading`, async ({ page, request }) => {
    test.slow();
    const email = `retry.${Date.now()}@ukr.net`;
    await openLivePage(page, w.feedbackPath);
    const form = page.getByRole('region', { name: w.feedback });
    await form.getByLabel(w.name).fill('Олена');
    await form.getByLabel(w.email).fill(email);
    await form.getByRole('textbox', { name: w.feedback }).fill('Дякую за швидку відповідь');
    await form.getByRole('button', { name: w.send }).click();

    await form.getByLabel(w.code).fill('0000');
    await form.getByRole('button', { name: w.confirm }).click();
    await expect(form.getByRole('alert')).toHaveText(w.wrongCode);
    await expect(form.getByLabel(w.code)).toHaveValue('');
    await expect(form.getByRole('button', { name: w.returnToForm, exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'main');

    await form.getByLabel(w.code).fill('1234');
    await form.getByRole('button', { name: w.confirm }).click();
    await expect(form.getByRole('status')).toHaveText(w.confirmed);
    const stored = (await kept<KeptSubmission>(request, 'submissions')).find((submission) => submission.values.email === email);
    const confirmations = await kept<{ feedbackId: string; confirmed: boolean }>(request, 'feedback');
    expect(confirmations.filter((confirmation) => confirmation.feedbackId === stored?.sid).map((c) => c.confirmed)).toEqual([false, true]);

    await form.getByRole('button', { name: w.returnToForm, exact: true }).click();
    await expect(form.getByRole('heading', { name: w.feedback, exact: true })).toBeFocused();
  });

  test(`${language}: after three wrong SMS codes the form says why it was not sent, and focus is on its heading`, async ({ page }) => {
    const phone = uniquePhone();
    await openLivePage(page, w.creditPath);
    const form = page.getByRole('region', { name: w.credit });
    await form.getByLabel(w.pib).fill(w.person);
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
    await expect(form.getByRole('alert')).toHaveText(w.triesUsedUp);
    await expect(form.getByRole('heading', { name: w.credit, exact: true })).toBeFocused();
    await expectNoAxeViolations(page, 'main');
  });
}
