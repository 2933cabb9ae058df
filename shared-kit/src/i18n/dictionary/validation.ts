// The validation messages of shared-kit's field rules (forms spec section 5, shell spec section 5), which
// every form uses, the shell's edge among them. Each key in uk, ru and en.
export const validationStrings = {
  fieldRequired: { uk: "Поле обов'язкове для заповнення", ru: 'Поле обязательно для заполнения', en: 'Field is required' },
  pleaseAgree: { uk: 'Будь ласка, погодьтеся, щоб продовжити.', ru: 'Пожалуйста, согласитесь, чтобы продолжить.', en: 'Please agree to continue.' },
  onlyCyrillic: {
    uk: 'Дозволено лише кириличні символи',
    ru: 'Разрешены только кириллические символы',
    en: 'Only Cyrillic characters are allowed',
  },
  phoneRequired: { uk: "Поле телефону обов'язкове", ru: 'Поле телефона обязательно', en: 'Phone field is required' },
  incorrectOperatorCode: { uk: 'Невірний код оператора', ru: 'Неверный код оператора', en: 'Incorrect operator code' },
  phoneIncorrect: { uk: 'Поле телефону заповнене невірно', ru: 'Поле телефона заполнено неверно', en: 'Phone field is incorrect' },
  edrpouDigits: {
    uk: 'Поле може містити 8 або 10 цифр',
    ru: 'Поле может содержать 8 или 10 цифр',
    en: 'Field is allowed to be 8 or 10 digits',
  },
  fieldIncorrect: { uk: 'Поле заповнене невірно', ru: 'Поле заполнено неверно', en: 'Field is incorrect' },
  timeRange: { uk: 'Час має бути з {min} до {max}', ru: 'Время должно быть с {min} до {max}', en: 'Time must be from {min} to {max}' },
  maxFiles: {
    uk: 'Максимальна кількість файлів {n}',
    ru: 'Максимальное количество файлов {n}',
    en: 'Maximum number of files allowed {n}',
  },
  fileExtension: {
    uk: 'Дозволені типи файлів: {extensions}',
    ru: 'Разрешённые типы файлов: {extensions}',
    en: 'Allowed file types: {extensions}',
  },
  pleaseFillIn: { uk: 'Будь ласка, заповніть це поле.', ru: 'Пожалуйста, заполните это поле.', en: 'Please fill in this field.' },
  valueInRange: {
    uk: 'Значення має бути в діапазоні {min} - {max}',
    ru: 'Значение должно быть в диапазоне {min} - {max}',
    en: 'Value must be in the range {min} - {max}',
  },
  textTooLong: {
    uk: 'Текст має бути коротшим за {max} символів',
    ru: 'Текст должен быть короче {max} символов',
    en: 'The text must be shorter than {max} characters',
  },
  digitsOnly: { uk: 'Дозволено лише цифри', ru: 'Разрешены только цифры', en: 'Only digits are allowed' },
  valueAtMost: { uk: 'Значення не може перевищувати {max}', ru: 'Значение не может превышать {max}', en: 'The value may not exceed {max}' },
  dateFormat: { uk: 'Введіть дату у форматі дд.мм.рррр', ru: 'Введите дату в формате дд.мм.гггг', en: 'Enter the date as dd.mm.yyyy' },
  dateNotPast: { uk: 'Дата має бути не раніше сьогоднішньої', ru: 'Дата должна быть не раньше сегодняшней', en: 'The date must be today or later' },
  dateWeekday: {
    uk: 'У цей день тижня запис неможливий',
    ru: 'В этот день недели запись невозможна',
    en: 'This day of the week is not available',
  },
} as const;
