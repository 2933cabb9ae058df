import { expect, test } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { keptSubmissions, uniquePhone, W } from './form-helpers';

const words = {
  uk: {
    path: '/uk/business/dokumenty',
    form: 'Завантажити документи',
    edrpou: 'Код ЄДРПОУ',
    files: 'Статутні документи',
    tooMany: 'Максимальна кількість файлів 2',
    digits: 'Поле може містити 8 або 10 цифр',
    send: 'Надіслати документи',
  },
  ru: {
    path: '/ru/business/dokumenty',
    form: 'Загрузить документы',
    edrpou: 'Код ЕГРПОУ',
    files: 'Уставные документы',
    tooMany: 'Максимальное количество файлов 2',
    digits: 'Поле может содержать 8 или 10 цифр',
    send: 'Отправить документы',
  },
} as const;

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4 ${name}`) });

for (const language of ['uk', 'ru'] as const) {
  const w = { ...W[language], ...words[language] };
  test(`${language}: more files than allowed are refused with the maximum count, then two are sent`, async ({ page, request }) => {
    test.slow();
    const phone = uniquePhone();
    await openLivePage(page, w.path);
    const form = page.getByRole('region', { name: w.form });
    await form.getByLabel(w.edrpou).fill('1234567');
    await form.getByLabel(w.phone).pressSequentially(phone.typed);
    await form.getByLabel(w.files).setInputFiles([pdf('statut.pdf'), pdf('vytiah.pdf'), pdf('nakaz.pdf')]);
    await form.getByRole('button', { name: w.send }).click();
    await expect(form.getByText(w.tooMany)).toBeVisible();
    await expect(form.getByText(w.digits)).toBeVisible();

    await form.getByLabel(w.edrpou).fill('12345678');
    await form.getByLabel(w.files).setInputFiles([pdf('statut.pdf'), pdf('vytiah.pdf')]);
    await form.getByRole('button', { name: w.send }).click();
    await expect(page.getByRole('dialog', { name: w.form }).getByRole('status')).toHaveText(w.accepted);
    const [stored] = await keptSubmissions(request, phone.digits);
    const documents = stored?.values.documents as Array<{ name: string; type: string; data: string; size: number }>;
    expect(documents.map((document) => document.name)).toEqual(['statut.pdf', 'vytiah.pdf']);
    expect(documents[0]?.data).toMatch(/^data:application\/pdf;base64,/);
    expect(stored?.values.edrpou).toBe('12345678');
  });
}
