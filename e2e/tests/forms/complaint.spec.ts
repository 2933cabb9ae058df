import { expect, test } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { expectNoAxeViolations } from '../../support/axe';
import { kept } from './form-helpers';

const words = {
  uk: {
    path: '/uk/skarga',
    form: 'Скарга',
    pib: "Прізвище, ім'я та по батькові",
    email: 'Електронна пошта',
    topic: 'Тема звернення',
    card: 'Картка',
    review: 'Суть скарги',
    send: 'Подати скаргу',
    sent: 'Код надіслано на вашу поштову скриньку, будь ласка, підтвердіть свою електронну пошту',
    code: 'Код підтвердження',
    confirm: 'Підтвердити',
    wrong: 'Наданий вами код підтвердження невірний. Будь ласка, спробуйте ще раз',
    accepted: /^Ваше звернення прийнято та опрацьовується\. Номер звернення: СК-\d{4}-\d{6}$/,
    name: 'Мельник Оксана Василівна',
    text: 'Банкомат на вул. Хрещатик, 22 не видав готівку, але кошти списано з картки.',
  },
  ru: {
    path: '/ru/zhaloba',
    form: 'Жалоба',
    pib: 'Фамилия, имя и отчество',
    email: 'Электронная почта',
    topic: 'Тема обращения',
    card: 'Карта',
    review: 'Суть жалобы',
    send: 'Подать жалобу',
    sent: 'Код отправлен на ваш почтовый ящик, пожалуйста, подтвердите свою электронную почту',
    code: 'Код подтверждения',
    confirm: 'Подтвердить',
    wrong: 'Указанный вами код подтверждения неверен. Пожалуйста, попробуйте ещё раз',
    accepted: /^Ваше обращение принято и обрабатывается\. Номер обращения: СК-\d{4}-\d{6}$/,
    name: 'Мельник Оксана Васильевна',
    text: 'Банкомат на ул. Крещатик, 22 не выдал наличные, но средства списаны с карты.',
  },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const w = words[language];
  test(`${language}: a complaint is confirmed by the code sent to the mailbox`, async ({ page, request }) => {
    test.slow();
    await openLivePage(page, w.path);
    const form = page.getByRole('region', { name: w.form });
    await form.getByLabel(w.pib).fill(w.name);
    await form.getByLabel(w.email).fill(`oksana.${Date.now()}@ukr.net`);
    await form.getByRole('group', { name: w.topic }).getByLabel(w.card).check();
    await form.getByLabel(w.review).fill(w.text);
    await form.getByRole('button', { name: w.send }).click();

    await expect(form.getByRole('heading', { name: w.sent })).toBeVisible();
    await expectNoAxeViolations(page, 'main');
    await form.getByLabel(w.code).fill('9999');
    await form.getByRole('button', { name: w.confirm }).click();
    await expect(form.getByRole('alert')).toHaveText(w.wrong);
    await form.getByLabel(w.code).fill('1234');
    await form.getByLabel(w.code).press('Enter');
    await expect(form.getByRole('status')).toHaveText(w.accepted);
    const complaints = await kept<{ numberComplaint: string }>(request, 'complaints');
    const shown = (await form.getByRole('status').textContent()) ?? '';
    expect(complaints.some((complaint) => shown.endsWith(complaint.numberComplaint))).toBe(true);
  });
}
