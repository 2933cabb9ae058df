import { expect, test, type APIRequestContext } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { readStandIn } from '../../support/stand-in';

// The application form below a calculator is mf-forms' `forms` block; what the visitor chose in the
// calculator goes with the submission in its `calculator` object (forms contract), kept by the stand-in.
test.slow();

interface KeptSubmission {
  webformId: string;
  values: Record<string, unknown> & { calculator?: Record<string, unknown> };
}

/** A mobile number no other test uses (the stand-in answers some endings with special outcomes). */
function uniquePhone() {
  const national = `67${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 8) + 1}`;
  return { typed: `0${national}`, digits: `380${national}` };
}

async function keptWithPhone(_request: APIRequestContext, digits: string): Promise<KeptSubmission[]> {
  const all = await readStandIn<KeptSubmission[]>('/stub/forms/submissions');
  return all.filter((submission) => String(submission.values.phone ?? '').replace(/\D/g, '') === digits);
}

for (const [language, path, title, cost, pib, name, phoneLabel, city, cityName, send, kind] of [
  [
    'uk',
    '/uk/credits/ipoteka',
    'Іпотечний калькулятор',
    'Вартість нерухомості',
    "Прізвище, ім'я та по батькові",
    'Шевченко Марія Іванівна',
    'Мобільний телефон',
    'Місто',
    'Київ',
    'Отримати консультацію',
    'Іпотека на вторинне житло',
  ],
  [
    'ru',
    '/ru/credits/ipoteka',
    'Ипотечный калькулятор',
    'Стоимость недвижимости',
    'Фамилия, имя и отчество',
    'Шевченко Мария Ивановна',
    'Мобильный телефон',
    'Город',
    'Киев',
    'Получить консультацию',
    'Ипотека на вторичное жильё',
  ],
] as const) {
  test(`${language}: the mortgage application sends the calculator values`, async ({ page, request }) => {
    const phone = uniquePhone();
    await openLivePage(page, path);
    const section = page.getByRole('region', { name: title });
    await section.getByRole('textbox', { name: cost }).fill('2500000');
    await expect(section.getByText('1 900 000 грн')).toBeVisible();

    await section.getByLabel(pib).fill(name);
    await section.getByLabel(phoneLabel).pressSequentially(phone.typed);
    await section.getByLabel(city).selectOption({ label: cityName });
    await section.getByRole('button', { name: send }).click();

    await expect.poll(async () => (await keptWithPhone(request, phone.digits)).length, { timeout: 20_000 }).toBe(1);
    const [kept] = await keptWithPhone(request, phone.digits);
    expect(kept?.webformId).toBe('mortgage');
    expect(kept?.values.calculator).toEqual({ summa: 1_900_000, termin: 10, Kind: kind, formId: 'mortgage', analyticsName: 'mortgage' });
  });
}
