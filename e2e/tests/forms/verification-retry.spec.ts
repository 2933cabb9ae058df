import { expect, test } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { expectNoAxeViolations } from '../../support/axe';
import { kept, W, type KeptSubmission } from './form-helpers';

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
}
