// UI strings of mf-forms, shipped with its code. Each key in uk, ru and en (dictionary.test.ts).
import type { DictionaryEntry } from '@bank/shared-kit';

export const dictionary = {
  fieldNotRequired: { uk: "Поле не обов'язкове", ru: 'Поле не обязательно', en: 'Field is not required' },
  // Newsletter
  newsletterEmail: { uk: 'Ваш e-mail', ru: 'Ваш e-mail', en: 'Your e-mail' },
  newsletterSubscribe: { uk: 'Підписатися', ru: 'Подписаться', en: 'Subscribe' },
  newsletterSending: { uk: 'Надсилаємо…', ru: 'Отправляем…', en: 'Sending…' },
  newsletterDone: {
    uk: 'Дякуємо! Ви підписалися на розсилку.',
    ru: 'Спасибо! Вы подписались на рассылку.',
    en: 'Thank you! You are subscribed to the newsletter.',
  },
  newsletterFailed: {
    uk: 'Не вдалося оформити підписку. Спробуйте ще раз пізніше.',
    ru: 'Не удалось оформить подписку. Попробуйте ещё раз позже.',
    en: 'The subscription failed. Please try again later.',
  },
  // Webform
  openForm: { uk: 'Залишити заявку', ru: 'Оставить заявку', en: 'Leave a request' },
  formSteps: { uk: 'Кроки заявки', ru: 'Шаги заявки', en: 'Application steps' },
  stepNumber: { uk: 'Крок {n}', ru: 'Шаг {n}', en: 'Step {n}' },
  nextStep: { uk: 'Далі', ru: 'Далее', en: 'Next' },
  sendForm: { uk: 'Надіслати', ru: 'Отправить', en: 'Send' },
  approvalProbability: { uk: 'Ймовірність схвалення кредиту', ru: 'Вероятность одобрения кредита', en: 'Loan approval probability' },
  secretCodeTitle: { uk: 'Ваш секретний код', ru: 'Ваш секретный код', en: 'Your secret code' },
  secretCodeHint: {
    uk: 'Покажіть цей код менеджеру у відділенні й отримайте +{bonus}% до ставки депозиту.',
    ru: 'Покажите этот код менеджеру в отделении и получите +{bonus}% к ставке депозита.',
    en: 'Show this code to the manager at a branch to get +{bonus}% on your deposit.',
  },
  requestProcessing: {
    uk: 'Ваш запит обробляється банком. Будь ласка, зачекайте. Це може тривати до 1 хвилини',
    ru: 'Ваш запрос обрабатывается банком. Пожалуйста, подождите. Это может занять до 1 минуты',
    en: 'Your request is processed by the bank. Please wait. This can take up to 1 minute',
  },
  returnToForm: { uk: 'Повернутися', ru: 'Вернуться', en: 'Return' },
  resultTitle: { uk: 'Ваша заявка', ru: 'Ваша заявка', en: 'Your request' },
  sendToBroker: { uk: 'Передати заявку брокеру', ru: 'Передать заявку брокеру', en: 'Send the application to a broker' },
  sendFailed: {
    uk: 'Не вдалося надіслати форму. Перевірте з’єднання з інтернетом і надішліть ще раз — введені дані збережено.',
    ru: 'Не удалось отправить форму. Проверьте подключение к интернету и отправьте ещё раз — введённые данные сохранены.',
    en: 'The form could not be sent. Check your connection and send it again — what you typed is kept.',
  },
  submissionCode: {
    uk: 'Заявку не прийнято. Код відповіді: {code}',
    ru: 'Заявка не принята. Код ответа: {code}',
    en: 'The request was not accepted. Response code: {code}',
  },
  humanCheckUnavailable: {
    uk: 'Не вдалося завантажити перевірку «я не робот», тому форму не надіслано. Перевірте з’єднання з інтернетом, вимкніть блокувальник реклами для цього сайту, оновіть сторінку й надішліть форму ще раз — введені дані збережено.',
    ru: 'Не удалось загрузить проверку «я не робот», поэтому форма не отправлена. Проверьте подключение к интернету, отключите блокировщик рекламы для этого сайта, обновите страницу и отправьте форму ещё раз — введённые данные сохранены.',
    en: 'The “I am not a robot” check could not load, so the form was not sent. Check your connection, switch off ad blockers for this site, reload the page and send the form again — what you typed is kept.',
  },
  // Refusals of the site's edge (shell/server/edge/): each says what happened and what to do.
  tooManyAttempts: {
    uk: 'Забагато спроб. Спробуйте ще раз за {minutes} хв — введені дані збережено.',
    ru: 'Слишком много попыток. Попробуйте ещё раз через {minutes} мин — введённые данные сохранены.',
    en: 'Too many attempts. Try again in {minutes} min — what you typed is kept.',
  },
  humanCheckRefused: {
    uk: 'Перевірку «я не робот» не пройдено, тому форму не надіслано. Оновіть сторінку й надішліть форму ще раз — введені дані збережено.',
    ru: 'Проверка «я не робот» не пройдена, поэтому форма не отправлена. Обновите страницу и отправьте форму ещё раз — введённые данные сохранены.',
    en: 'The “I am not a robot” check was not passed, so the form was not sent. Reload the page and send the form again — what you typed is kept.',
  },
  formNeedsScript: {
    uk: 'Форма запрацює, щойно сторінка завантажиться повністю: заявку захищено перевіркою «я не робот», яка потребує JavaScript.',
    ru: 'Форма заработает, как только страница загрузится полностью: заявка защищена проверкой «я не робот», которой нужен JavaScript.',
    en: 'The form works once the page has fully loaded: applications are protected by an “I am not a robot” check that needs JavaScript.',
  },
  savedAnswersNotice: {
    uk: 'Поки заявку не надіслано, введене зберігається лише в цій вкладці браузера (не довше 24 годин, без ІПН і секретного коду) й видаляється після надсилання.',
    ru: 'Пока заявка не отправлена, введённое хранится только в этой вкладке браузера (не дольше 24 часов, без ИНН и секретного кода) и удаляется после отправки.',
    en: 'Until the form is sent, what you type is kept in this browser tab only (for at most 24 hours, never the tax number or the secret code) and deleted once it is sent.',
  },
  dateFormatHint: { uk: 'дд.мм.рррр', ru: 'дд.мм.гггг', en: 'dd.mm.yyyy' },
  ratingValue: { uk: '{n} з {max}', ru: '{n} из {max}', en: '{n} of {max}' },
  chosenFiles: { uk: 'Обрано файлів: {n}', ru: 'Выбрано файлов: {n}', en: 'Files chosen: {n}' },
  // SMS verification (forms spec 2.3, 4.2)
  smsTitle: { uk: 'Підтвердження номера телефону', ru: 'Подтверждение номера телефона', en: 'Confirm your phone number' },
  smsSending: { uk: 'Надсилаємо SMS з кодом…', ru: 'Отправляем SMS с кодом…', en: 'Sending a text message with the code…' },
  smsSent: { uk: 'Ми надіслали SMS з кодом на номер {phone}.', ru: 'Мы отправили SMS с кодом на номер {phone}.', en: 'We sent a code to {phone}.' },
  smsCode: { uk: 'Код з SMS', ru: 'Код из SMS', en: 'Code from the SMS' },
  smsConfirm: { uk: 'Підтвердити', ru: 'Подтвердить', en: 'Confirm' },
  goBack: { uk: 'Повернутися назад', ru: 'Вернуться назад', en: 'Go back' },
  smsWrongCode: { uk: 'Невірний код, будь ласка, надішліть ще раз', ru: 'Неверный код, пожалуйста, отправьте ещё раз', en: 'Wrong code, please, send again' },
  smsTriesUsedUp: {
    uk: 'Код з SMS тричі введено невірно, тому заявку не надіслано. Надішліть форму ще раз, щоб отримати новий код.',
    ru: 'Код из SMS трижды введён неверно, поэтому заявка не отправлена. Отправьте форму ещё раз, чтобы получить новый код.',
    en: 'The SMS code was wrong three times, so the application was not sent. Send the form again to get a new code.',
  },
  // Email confirmation (forms spec 2.4, 4.3)
  emailCodeSent: {
    uk: 'Код надіслано на вашу поштову скриньку, будь ласка, підтвердіть свою електронну пошту',
    ru: 'Код отправлен на ваш почтовый ящик, пожалуйста, подтвердите свою электронную почту',
    en: 'A code has been sent to your mailbox, please confirm your email',
  },
  emailCode: { uk: 'Код підтвердження', ru: 'Код подтверждения', en: 'Confirmation code' },
  complaintAccepted: {
    uk: 'Ваше звернення прийнято та опрацьовується',
    ru: 'Ваше обращение принято и обрабатывается',
    en: 'Your appeal has been accepted and is being processed',
  },
  complaintNumber: { uk: 'Номер звернення: {number}', ru: 'Номер обращения: {number}', en: 'Appeal number: {number}' },
  emailCodeWrong: {
    uk: 'Наданий вами код підтвердження невірний. Будь ласка, спробуйте ще раз',
    ru: 'Указанный вами код подтверждения неверен. Пожалуйста, попробуйте ещё раз',
    en: 'The conversion confirmation code you provided is incorrect. Please try again',
  },
} as const satisfies Record<string, DictionaryEntry>;
