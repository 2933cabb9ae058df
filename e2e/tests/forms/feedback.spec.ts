import { expect, test } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { expectNoAxeViolations } from '../../support/axe';
import { kept, type KeptSubmission } from './form-helpers';

const words = {
  uk: {
    path: '/uk/vidguk',
    form: 'Ваш відгук',
    name: "Ваше ім'я",
    email: 'Електронна пошта',
    where: 'Де ви нас оцінюєте?',
    app: 'У застосунку',
    rating: 'Ваша оцінка',
    of: (n: number) => `${n} з 5`,
    review: 'Ваш відгук',
    send: 'Надіслати відгук',
    sent: 'Код надіслано на вашу поштову скриньку, будь ласка, підтвердіть свою електронну пошту',
    code: 'Код підтвердження',
    confirm: 'Підтвердити',
    confirmed: 'Дякуємо! Вашу пошту підтверджено, відгук передано до служби якості.',
    visitor: 'Олена',
    text: 'Швидко відкрили рахунок у застосунку, дякую!',
  },
  ru: {
    path: '/ru/otzyv',
    form: 'Ваш отзыв',
    name: 'Ваше имя',
    email: 'Электронная почта',
    where: 'Где вы нас оцениваете?',
    app: 'В приложении',
    rating: 'Ваша оценка',
    of: (n: number) => `${n} из 5`,
    review: 'Ваш отзыв',
    send: 'Отправить отзыв',
    sent: 'Код отправлен на ваш почтовый ящик, пожалуйста, подтвердите свою электронную почту',
    code: 'Код подтверждения',
    confirm: 'Подтвердить',
    confirmed: 'Спасибо! Ваша почта подтверждена, отзыв передан в службу качества.',
    visitor: 'Елена',
    text: 'Быстро открыли счёт в приложении, спасибо!',
  },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const w = words[language];

  test(`${language}: feedback with a picture choice and a rating, confirmed by the code sent to the mailbox`, async ({ page, request }) => {
    test.slow();
    const email = `olena.${Date.now()}@ukr.net`;
    await openLivePage(page, w.path);
    const form = page.getByRole('region', { name: w.form });
    const rating = form.getByRole('group', { name: w.rating });
    const where = form.getByRole('group', { name: w.where });

    // Rating starts at half of max, rounded (forms spec section 5); arrow keys move it, as in any radio group.
    await expect(rating.getByRole('radio', { name: w.of(3) })).toBeChecked();
    await rating.getByRole('radio', { name: w.of(3) }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(rating.getByRole('radio', { name: w.of(5) })).toBeChecked();

    // The picture choices are radios named by their text; the picture itself is decoration.
    await expect(where.getByRole('radio')).toHaveCount(3);
    await where.getByRole('radio', { name: w.app }).check();
    await expect(where.getByRole('img')).toHaveCount(0);

    await form.getByLabel(w.name).fill(w.visitor);
    await form.getByLabel(w.email).fill(email);
    await form.getByRole('textbox', { name: w.review }).fill(w.text);
    await expectNoAxeViolations(page, 'main');
    await form.getByRole('button', { name: w.send }).click();

    await expect(form.getByRole('heading', { name: w.sent })).toBeVisible();
    await form.getByLabel(w.code).fill('1234');
    await form.getByRole('button', { name: w.confirm }).click();
    await expect(form.getByRole('status')).toHaveText(w.confirmed);

    const submissions = await kept<KeptSubmission>(request, 'submissions');
    const stored = submissions.find((submission) => submission.values.email === email);
    expect(stored).toMatchObject({ webformId: 'feedback', language, values: { name: w.visitor, service: 'app', rating: '5', review: w.text } });
    const confirmations = await kept<{ feedbackId: string; confirmed: boolean }>(request, 'feedback');
    expect(confirmations.find((confirmation) => confirmation.feedbackId === stored?.sid)).toMatchObject({ confirmed: true });
  });
}
