import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { watchConsole } from '../../support/console-errors';
import { readStandIn } from '../../support/stand-in';

// axe and the composed site are slow on a loaded machine: three times the usual test time.
test.slow();

const text = {
  uk: {
    more: 'Інші депозити (2)',
    rate: '14,25% — оформити на 6 міс., від 500 000 UAH',
    dialog: 'Заявка: Депозит «Онлайн»',
    pib: "Прізвище, ім'я та по батькові",
    name: 'Шевченко Марія Іванівна',
    phone: 'Мобільний телефон',
    date: 'Дата візиту',
    time: 'Час візиту',
    send: 'Відкласти ставку',
    accepted: /Дякуємо! Вашу заявку № \d+ прийнято/,
    productName: 'Депозит «Онлайн»',
  },
  ru: {
    more: 'Другие депозиты (2)',
    rate: '14,25% — оформить на 6 мес., от 500 000 UAH',
    dialog: 'Заявка: Депозит «Онлайн»',
    pib: 'Фамилия, имя и отчество',
    name: 'Шевченко Мария Ивановна',
    phone: 'Мобильный телефон',
    date: 'Дата визита',
    time: 'Время визита',
    send: 'Зарезервировать ставку',
    accepted: /Спасибо! Ваша заявка № \d+ принята/,
    productName: 'Депозит «Онлайн»',
  },
} as const;

/** The next working day as the form takes it: the deposit form allows visits Monday to Friday. */
function nextWorkingDay(): string {
  const day = new Date();
  do day.setDate(day.getDate() + 1);
  while (day.getDay() === 0 || day.getDay() === 6);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(day.getDate())}.${pad(day.getMonth() + 1)}.${day.getFullYear()}`;
}

/** A mobile number no other test uses (the stand-in answers some endings with special outcomes). */
function uniquePhone() {
  const national = `50${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 8) + 1}`;
  return { typed: `0${national}`, digits: `380${national}` };
}

interface KeptSubmission {
  webformId: string;
  language: string;
  values: Record<string, unknown>;
}

async function keptWithPhone(_request: APIRequestContext, digits: string): Promise<KeptSubmission[]> {
  const all = await readStandIn<KeptSubmission[]>('/stub/forms/submissions');
  return all.filter((submission) => String(submission.values.phone ?? '').replace(/\D/g, '') === digits);
}

for (const language of ['uk', 'ru'] as const) {
  const t = text[language];

  test(`${language}: a rate's application is sent with the row's agreeId, amount, term, rate, currency and product`, async ({ page, request }) => {
    const console = watchConsole(page);
    const phone = uniquePhone();
    await openLivePage(page, `/${language}/deposit-rates`);
    await page.locator('summary', { hasText: t.more }).click();
    await page.getByRole('button', { name: t.rate }).click();

    const dialog = page.getByRole('dialog', { name: t.dialog });
    await dialog.getByLabel(t.pib).fill(t.name);
    await dialog.getByLabel(t.phone).pressSequentially(phone.typed);
    await dialog.getByLabel(t.date).fill(nextWorkingDay());
    await dialog.getByLabel(t.time).fill('10:30');
    await expectNoAxeViolations(page, 'dialog');
    await dialog.getByRole('button', { name: t.send }).click();
    await expect(dialog.getByText(t.accepted)).toBeVisible();

    await expect.poll(async () => (await keptWithPhone(request, phone.digits)).length).toBe(1);
    const [kept] = await keptWithPhone(request, phone.digits);
    expect(kept).toMatchObject({
      webformId: 'deposit_request',
      language,
      values: expect.objectContaining({
        pib: t.name,
        calculator: {
          cardName: t.productName,
          depositRate: 14.25,
          Percent: 14.25,
          termin: '6',
          Kind: '6',
          formId: 'deposit_request',
          summa: 500_000,
          agreeId: '3102-6-3',
          currency: 'UAH',
        },
      }),
    });
    expect(console.uncaught).toEqual([]);
  });
}
