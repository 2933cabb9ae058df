import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readStandIn } from '../../support/stand-in';

const SPECIAL_ENDINGS = ['1010', '0000', '9999', '5555', '9998'];
const OPERATOR_CODES = ['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'];

/** A phone no other test uses, as the visitor types it into the mask (operator code first). */
export function uniquePhone(ending?: string): { typed: string; digits: string } {
  for (;;) {
    // A fixed ending leaves three free digits: the operator code varies too, so parallel workers rarely meet.
    const operator = OPERATOR_CODES[Math.floor(Math.random() * OPERATOR_CODES.length)];
    const national = `${operator}${String(Date.now() + Math.floor(Math.random() * 1e6)).slice(-7)}`;
    const body = ending ? `${national.slice(0, 9 - ending.length)}${ending}` : national;
    if (!ending && SPECIAL_ENDINGS.some((special) => body.endsWith(special))) continue;
    return { typed: `0${body}`, digits: `380${body}` };
  }
}

export interface KeptSubmission {
  sid: string;
  orderId: string;
  webformId: string;
  language: string;
  steps: number;
  values: Record<string, unknown>;
}

/** What the stand-in stored, read from the stand-in itself (the site's /api never serves it). */
export async function keptSubmissions(_request: APIRequestContext, phoneDigits: string): Promise<KeptSubmission[]> {
  const all = await readStandIn<KeptSubmission[]>('/stub/forms/submissions');
  return all.filter((submission) => String(submission.values.phone ?? '').replace(/\D/g, '') === phoneDigits);
}

export async function kept<T>(_request: APIRequestContext, collection: string): Promise<T[]> {
  return readStandIn<T[]>(`/stub/forms/${collection}`);
}

/**
 * Turns the human check on for this browser context only: config.json (which the browser fetches, the
 * environment's switchboard) gets a site key and a script address nothing answers at.
 */
export async function configureUnreachableHumanCheck(page: Page) {
  const captcha = { provider: 'recaptcha', siteKey: 'e2e-site-key', scriptUrl: 'https://captcha.invalid/api.js' };
  await page.context().route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, captcha } });
  });
}

export const W = {
  uk: {
    required: "Поле обов'язкове для заповнення",
    phoneRequired: "Поле телефону обов'язкове",
    phoneIncorrect: 'Поле телефону заповнене невірно',
    operatorCode: 'Невірний код оператора',
    onlyCyrillic: 'Дозволено лише кириличні символи',
    next: 'Далі',
    smsTitle: 'Підтвердження номера телефону',
    smsCode: 'Код з SMS',
    smsConfirm: 'Підтвердити',
    smsWrong: 'Невірний код, будь ласка, надішліть ще раз',
    goBack: 'Повернутися назад',
    close: 'Закрити',
    probability: 'Ймовірність схвалення кредиту',
    steps: 'Кроки заявки',
    step: 'Крок',
    pib: "Прізвище, ім'я та по батькові",
    phone: 'Мобільний телефон',
    activity: 'Вид зайнятості',
    employed: 'Працюю офіційно',
    student: 'Студент',
    inn: 'Ідентифікаційний код (РНОКПП)',
    city: 'Місто',
    kyiv: 'Київ',
    amount: 'Бажана сума, грн',
    send: 'Надіслати заявку',
    accepted: /Дякуємо! Вашу заявку № \d+ прийнято/,
    sendFailed: 'Не вдалося надіслати форму. Перевірте з’єднання з інтернетом і надішліть ще раз — введені дані збережено.',
    humanCheck: /Не вдалося завантажити перевірку «я не робот», тому форму не надіслано/,
    processing: 'Ваш запит обробляється банком. Будь ласка, зачекайте. Це може тривати до 1 хвилини',
    broker: 'Передати заявку брокеру',
    brokerDone: /Заявку № \d+ передано партнеру-брокеру/,
    returnToForm: 'Повернутися',
  },
  ru: {
    required: 'Поле обязательно для заполнения',
    phoneRequired: 'Поле телефона обязательно',
    phoneIncorrect: 'Поле телефона заполнено неверно',
    operatorCode: 'Неверный код оператора',
    onlyCyrillic: 'Разрешены только кириллические символы',
    next: 'Далее',
    smsTitle: 'Подтверждение номера телефона',
    smsCode: 'Код из SMS',
    smsConfirm: 'Подтвердить',
    smsWrong: 'Неверный код, пожалуйста, отправьте ещё раз',
    goBack: 'Вернуться назад',
    close: 'Закрыть',
    probability: 'Вероятность одобрения кредита',
    steps: 'Шаги заявки',
    step: 'Шаг',
    pib: 'Фамилия, имя и отчество',
    phone: 'Мобильный телефон',
    activity: 'Вид занятости',
    employed: 'Работаю официально',
    student: 'Студент',
    inn: 'Идентификационный код (РНУКПН)',
    city: 'Город',
    kyiv: 'Киев',
    amount: 'Желаемая сумма, грн',
    send: 'Отправить заявку',
    accepted: /Спасибо! Ваша заявка № \d+ принята/,
    sendFailed: 'Не удалось отправить форму. Проверьте подключение к интернету и отправьте ещё раз — введённые данные сохранены.',
    humanCheck: /Не удалось загрузить проверку «я не робот», поэтому форма не отправлена/,
    processing: 'Ваш запрос обрабатывается банком. Пожалуйста, подождите. Это может занять до 1 минуты',
    broker: 'Передать заявку брокеру',
    brokerDone: /Заявка № \d+ передана партнёру-брокеру/,
    returnToForm: 'Вернуться',
  },
} as const;

/** The header button of step n of a two-step form. */
export function stepHeader(form: Locator, words: { steps: string; step: string }, n: number): Locator {
  return form.getByRole('navigation', { name: words.steps }).getByRole('button', { name: new RegExp(`^${words.step} ${n}`) });
}

/** The deposit form (/uk/depozyt-zaiavka) as its visitors read it. */
export const DEPOSIT_FORM = {
  uk: {
    path: '/uk/depozyt-zaiavka',
    form: 'Відкрити депозит',
    name: 'Бондаренко Марія Олексіївна',
    date: 'Дата візиту',
    time: 'Час візиту',
    secret: 'Ваш секретний код',
    send: 'Відкласти ставку',
    contactCentre: 'Зверніться до контакт-центру',
  },
  ru: {
    path: '/ru/depozit-zayavka',
    form: 'Открыть депозит',
    name: 'Бондаренко Мария Алексеевна',
    date: 'Дата визита',
    time: 'Время визита',
    secret: 'Ваш секретный код',
    send: 'Зарезервировать ставку',
    contactCentre: 'Обратитесь в контакт-центр',
  },
} as const;

/** Next Monday as dd.MM.yyyy: always in the future and a working day. */
export function nextMonday(): string {
  const date = new Date();
  date.setDate(date.getDate() + ((8 - date.getDay()) % 7 || 7));
  return `${String(date.getDate()).padStart(2, '0')}.${String(date.getMonth() + 1).padStart(2, '0')}.${date.getFullYear()}`;
}
