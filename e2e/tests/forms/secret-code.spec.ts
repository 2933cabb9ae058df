import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { keptSubmissions, uniquePhone, W } from './form-helpers';

const words = {
  uk: {
    path: '/uk/depozyt-zaiavka',
    form: 'Відкрити депозит',
    name: 'Бондаренко Марія Олексіївна',
    date: 'Дата візиту',
    time: 'Час візиту',
    secret: 'Ваш секретний код',
    send: 'Відкласти ставку',
  },
  ru: {
    path: '/ru/depozit-zayavka',
    form: 'Открыть депозит',
    name: 'Бондаренко Мария Алексеевна',
    date: 'Дата визита',
    time: 'Время визита',
    secret: 'Ваш секретный код',
    send: 'Зарезервировать ставку',
  },
} as const;

/** Next Monday as dd.MM.yyyy: always in the future and a working day. */
function nextMonday(): string {
  const date = new Date();
  date.setDate(date.getDate() + ((8 - date.getDay()) % 7 || 7));
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
}

for (const language of ['uk', 'ru'] as const) {
  const w = { ...W[language], ...words[language] };

  test(`${language}: the secret code on screen after a send stays the code the bank stored, also once the form behind resets`, async ({ page, request }) => {
    test.slow();
    const phone = uniquePhone();
    await openLivePage(page, w.path);
    const form = page.getByRole('region', { name: w.form });
    await form.getByLabel(w.pib).fill(w.name);
    await form.getByLabel(w.phone).pressSequentially(phone.typed);
    await form.getByLabel(w.date).fill(nextMonday());
    await form.getByLabel(w.time).fill('10:30');
    const secret = form.getByRole('complementary', { name: w.secret });
    await expect(secret).toContainText(/\d{6}/);
    await expectNoAxeViolations(page, 'main');

    await form.getByRole('button', { name: w.send }).click();
    const result = page.getByRole('dialog', { name: w.form });
    await expect(result.getByRole('status')).toHaveText(w.accepted);
    // The popup left open: the form behind it resets 5 s after the send (forms spec 4.1); the bank issues no code then.
    await expect(form.getByLabel(w.pib)).toHaveValue('', { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await result.getByRole('button', { name: w.close }).click();

    const stored = await keptSubmissions(request, phone.digits);
    expect(stored).toHaveLength(1);
    const storedCode = String(stored[0]?.values.pers_code);
    expect(storedCode).toMatch(/^\d{6}$/);
    await expect(secret).toContainText(storedCode);
    // The popup closed: focus is on the form's heading, not lost to <body>.
    await expect(form.getByRole('heading', { name: w.form, exact: true })).toBeFocused();
  });
}
