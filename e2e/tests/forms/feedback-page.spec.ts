import { expect, test } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { kept, uniquePhone, type KeptSubmission } from './form-helpers';

// The original site's feedback form at /{lang}/feedback, with the field keys its own QA scripts drive
// (pib, phone, mail, comment and the agreement), sent and confirmed by the code mailed to the visitor.
const words = {
  uk: {
    heading: 'Зворотний зв’язок',
    form: 'Напишіть нам',
    pib: "Прізвище, ім'я та по батькові",
    phone: 'Мобільний телефон',
    mail: 'Електронна пошта для відповіді',
    comment: 'Ваше повідомлення',
    agreement: 'Я погоджуюся на обробку персональних даних',
    send: 'Надіслати повідомлення',
    sent: 'Код надіслано на вашу поштову скриньку, будь ласка, підтвердіть свою електронну пошту',
    code: 'Код підтвердження',
    confirm: 'Підтвердити',
    confirmed: 'Дякуємо! Вашу пошту підтверджено, відгук передано до служби якості.',
    name: 'Коваль Ірина Петрівна',
    text: 'Додайте, будь ласка, можливість замовити довідку про рахунок у застосунку.',
  },
  ru: {
    heading: 'Обратная связь',
    form: 'Напишите нам',
    pib: 'Фамилия, имя и отчество',
    phone: 'Мобильный телефон',
    mail: 'Электронная почта для ответа',
    comment: 'Ваше сообщение',
    agreement: 'Я соглашаюсь на обработку персональных данных',
    send: 'Отправить сообщение',
    sent: 'Код отправлен на ваш почтовый ящик, пожалуйста, подтвердите свою электронную почту',
    code: 'Код подтверждения',
    confirm: 'Подтвердить',
    confirmed: 'Спасибо! Ваша почта подтверждена, отзыв передан в службу качества.',
    name: 'Коваль Ирина Петровна',
    text: 'Добавьте, пожалуйста, возможность заказать справку о счёте в приложении.',
  },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const w = words[language];

  test(`${language}: the feedback page sends pib, phone, mail and comment with the agreement, confirmed by the mailed code`, async ({ page, request }) => {
    test.slow();
    const phone = uniquePhone();
    const mail = `iryna.${Date.now()}@ukr.net`;
    await openLivePage(page, `/${language}/feedback`);
    await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
    const form = page.getByRole('region', { name: w.form });
    await expect(form.getByRole('checkbox', { name: w.agreement })).toBeChecked();

    await form.getByLabel(w.pib).fill(w.name);
    await form.getByLabel(w.phone).pressSequentially(phone.typed);
    await form.getByLabel(w.mail).fill(mail);
    await form.getByLabel(w.comment).fill(w.text);
    await form.getByRole('button', { name: w.send }).click();

    await expect(form.getByRole('heading', { name: w.sent })).toBeVisible();
    await form.getByLabel(w.code).fill('1234');
    await form.getByRole('button', { name: w.confirm }).click();
    await expect(form.getByRole('status')).toHaveText(w.confirmed);

    const stored = (await kept<KeptSubmission>(request, 'submissions')).find((submission) => submission.values.mail === mail);
    expect(stored).toMatchObject({ webformId: 'feedback_contact', language, values: { pib: w.name, comment: w.text } });
    expect(String(stored?.values.phone).replace(/\D/g, '')).toBe(phone.digits);
    expect(stored?.values.agreement).toBeTruthy();
    const confirmations = await kept<{ feedbackId: string; confirmed: boolean }>(request, 'feedback');
    expect(confirmations.find((confirmation) => confirmation.feedbackId === stored?.sid)).toMatchObject({ confirmed: true });
  });
}
