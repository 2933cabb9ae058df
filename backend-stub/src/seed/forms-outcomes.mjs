// How the stand-in answers a submission, chosen by what the visitor types so that every case of the
// submission routine is reachable from the browser: the last four digits of the phone decide.
const t = (uk, ru) => ({ uk, ru });

const OUTCOME_BY_PHONE_ENDING = {
  1010: 'processing', // returnValue "10": the bank is still deciding, the broker button appears
  '0000': 'zero', // returnValue "0": an approved lead for credit forms, a rejection for others
  9999: 'field-error', // the server refuses the phone, with HTML under the field
  5555: 'code-only', // a code and no message
};

/** The SMS gateway refuses numbers ending in these digits. */
export const SMS_REFUSED_ENDING = '9998';

/** Fixed codes of the stand-in (no real SMS or mail leaves it). */
export const smsTestCode = () => process.env.STUB_SMS_CODE ?? '1234';
export const emailTestCode = () => process.env.STUB_EMAIL_CODE ?? '1234';

export function outcomeOf(values) {
  const digits = String(values.phone ?? '').replace(/\D/g, '');
  return OUTCOME_BY_PHONE_ENDING[digits.slice(-4)] ?? 'accepted';
}

export const TEXTS = {
  accepted: t(
    'Дякуємо! Вашу заявку № {orderId} прийнято. Менеджер зателефонує вам протягом робочого дня.',
    'Спасибо! Ваша заявка № {orderId} принята. Менеджер позвонит вам в течение рабочего дня.',
  ),
  processing: t(
    'Ваша заявка № {orderId} обробляється банком. Ви можете передати її нашому партнеру-брокеру.',
    'Ваша заявка № {orderId} обрабатывается банком. Вы можете передать её нашему партнёру-брокеру.',
  ),
  zero: t('Заявку № {orderId} попередньо схвалено. Очікуйте дзвінка менеджера.', 'Заявка № {orderId} предварительно одобрена. Ожидайте звонка менеджера.'),
  fieldError: t(
    'Цей номер уже використано в іншій заявці. <a href="/uk/contacts">Зверніться до контакт-центру</a>.',
    'Этот номер уже использован в другой заявке. <a href="/ru/contacts">Обратитесь в контакт-центр</a>.',
  ),
  feedback: t(
    'Дякуємо за відгук! Ми надіслали код на вашу пошту — підтвердьте її, щоб ми опублікували відгук.',
    'Спасибо за отзыв! Мы отправили код на вашу почту — подтвердите её, чтобы мы опубликовали отзыв.',
  ),
  complaint: t(
    'Скаргу отримано. Ми надіслали код на вашу пошту — підтвердьте її, щоб ми зареєстрували звернення.',
    'Жалоба получена. Мы отправили код на вашу почту — подтвердите её, чтобы мы зарегистрировали обращение.',
  ),
  broker: t(
    'Заявку № {orderId} передано партнеру-брокеру. Очікуйте дзвінка протягом 15 хвилин.',
    'Заявка № {orderId} передана партнёру-брокеру. Ожидайте звонка в течение 15 минут.',
  ),
  emailConfirmed: t(
    'Дякуємо! Вашу пошту підтверджено, відгук передано до служби якості.',
    'Спасибо! Ваша почта подтверждена, отзыв передан в службу качества.',
  ),
  emailWrongCode: t('Невірний код, будь ласка, надішліть ще раз', 'Неверный код, пожалуйста, отправьте ещё раз'),
  complaintAccepted: t(
    'Ваше звернення прийнято та опрацьовується. Номер звернення: {number}',
    'Ваше обращение принято и обрабатывается. Номер обращения: {number}',
  ),
};

export const fill = (text, params) => text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
