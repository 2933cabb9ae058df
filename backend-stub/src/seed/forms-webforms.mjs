// Webform definitions as webform_rest delivers them (properties with a leading hash, child elements
// without), with {uk, ru} text resolved per language by `localise`.
const t = (uk, ru) => ({ uk, ru });
// Pictures of the image-select choices, inline so they load with no media server.
const icon = (symbol) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" rx="12" fill="#e6f2ec"/><text x="48" y="62" font-size="44" text-anchor="middle">${symbol}</text></svg>`)}`;

const pib = { '#type': 'textfield', '#title': t("Прізвище, ім'я та по батькові", 'Фамилия, имя и отчество'), '#required': true, '#maxlength': 60 };
const phone = { '#type': 'tel', '#title': t('Мобільний телефон', 'Мобильный телефон'), '#required': true, '#placeholder': '+38 (0__) ___-__-__' };
const inn = {
  '#type': 'textfield',
  '#title': t('Ідентифікаційний код (РНОКПП)', 'Идентификационный код (РНУКПН)'),
  '#required': true,
  '#maxlength': 10,
};
const city = {
  '#type': 'select',
  '#title': t('Місто', 'Город'),
  '#required': true,
  '#options': t(
    { kyiv: 'Київ', lviv: 'Львів', odesa: 'Одеса', dnipro: 'Дніпро', kharkiv: 'Харків' },
    { kyiv: 'Киев', lviv: 'Львов', odesa: 'Одесса', dnipro: 'Днепр', kharkiv: 'Харьков' },
  ),
};
const agreement = {
  '#type': 'checkbox',
  '#title': t(
    'Я погоджуюся на обробку персональних даних і перевірку кредитної історії',
    'Я соглашаюсь на обработку персональных данных и проверку кредитной истории',
  ),
  '#required': true,
  '#default_value': true,
};
// Forms that are not credit applications ask consent for the personal data only.
const dataAgreement = {
  '#type': 'checkbox',
  '#title': t('Я погоджуюся на обробку персональних даних', 'Я соглашаюсь на обработку персональных данных'),
  '#required': true,
  '#default_value': true,
};
const submit = (uk, ru) => ({ '#type': 'webform_actions', '#submit__label': t(uk, ru) });
const email = (required) => ({ '#type': 'email', '#title': t('Електронна пошта', 'Электронная почта'), '#required': required });

// Activities whose holders get no SMS check (forms spec 4.2): the option value is the wording itself.
const activities = t(
  ['Працюю офіційно', 'Фізична особа-підприємець', 'Пенсіонер', 'Студент', 'Декретна відпустка', 'Тимчасово не працюю'],
  ['Работаю официально', 'Физическое лицо-предприниматель', 'Пенсионер', 'Студент', 'Декретный отпуск', 'Временно не работаю'],
);
const activity = {
  '#type': 'select',
  '#title': t('Вид зайнятості', 'Вид занятости'),
  '#required': true,
  '#options': { uk: Object.fromEntries(activities.uk.map((v) => [v, v])), ru: Object.fromEntries(activities.ru.map((v) => [v, v])) },
};

const oneStepCredit = {
  ipn: { ...inn, '#title': t('РНОКПП (податковий номер)', 'РНУКПН (налоговый номер)') },
  city,
  income: { '#type': 'number', '#title': t('Щомісячний дохід, грн', 'Ежемесячный доход, грн'), '#required': true, '#max': 10000000 },
  actions: submit('Надіслати заявку', 'Отправить заявку'),
};

export const WEBFORMS = {
  // Two steps, SMS check and the approval-probability bar.
  credit_cash: {
    step_1: {
      '#type': 'webform_wizard_page',
      '#title': t('Контактні дані', 'Контактные данные'),
      pib,
      phone,
      activity,
      agreement,
      sms_verification: { '#type': 'hidden', '#default_value': '1' },
      progress_bar: { '#type': 'value', '#value': '1' },
    },
    step_2: {
      '#type': 'webform_wizard_page',
      '#title': t('Додаткові відомості', 'Дополнительные сведения'),
      inn,
      city,
      amount: { '#type': 'number', '#title': t('Бажана сума, грн', 'Желаемая сумма, грн'), '#required': true, '#min': 3000, '#max': 300000 },
      actions: submit('Надіслати заявку', 'Отправить заявку'),
    },
  },
  // Two steps with the credit-limit choice: No sends the second step as credit_request_one_step.
  credit_card: {
    step_1: {
      '#type': 'webform_wizard_page',
      '#title': t('Ваші дані', 'Ваши данные'),
      pib,
      phone,
      NoCreditLimit: {
        '#type': 'radio',
        '#title': t('Чи потрібен вам кредитний ліміт?', 'Нужен ли вам кредитный лимит?'),
        // Pairs, not an object: numeric keys would put No before Yes.
        '#options': t(
          [
            { value: '1', label: 'Так' },
            { value: '0', label: 'Ні' },
          ],
          [
            { value: '1', label: 'Да' },
            { value: '0', label: 'Нет' },
          ],
        ),
        '#default_value': '1',
        '#required': true,
      },
      CustomAgreeeId: { '#type': 'hidden', '#default_value': '3401' },
    },
    step_2: {
      '#type': 'webform_wizard_page',
      '#title': t('Кредитний ліміт', 'Кредитный лимит'),
      inn,
      income: oneStepCredit.income,
      city,
      actions: submit('Оформити картку', 'Оформить карту'),
    },
  },
  credit_request_one_step: oneStepCredit,
  // The popup variant of the one-step credit request.
  104: oneStepCredit,
  // One step, secret code for the branch, visit date and time.
  deposit_request: {
    intro: {
      '#type': 'webform_markup',
      '#markup': t(
        '<p>Залиште заявку, і ми відкладемо для вас ставку на 3 робочі дні.</p>',
        '<p>Оставьте заявку, и мы зарезервируем для вас ставку на 3 рабочих дня.</p>',
      ),
    },
    pib,
    phone,
    left: {
      '#type': 'container',
      visit_date: { '#type': 'date', '#title': t('Дата візиту', 'Дата визита'), '#required': true, '#date_days': ['1', '2', '3', '4', '5'] },
    },
    right: {
      '#type': 'container',
      visit_time: { '#type': 'webform_time', '#title': t('Час візиту', 'Время визита'), '#required': true, '#min': '09:00', '#max': '18:00' },
    },
    email: email(false),
    pers_code: { '#type': 'value', '#title': t('Секретний код', 'Секретный код') },
    actions: submit('Відкласти ставку', 'Зарезервировать ставку'),
  },
  business_credit: {
    company: { '#type': 'textfield', '#title': t('Назва компанії', 'Название компании'), '#required': true },
    edrpou: { '#type': 'textfield', '#title': t('Код ЄДРПОУ', 'Код ЕГРПОУ'), '#required': true, '#maxlength': 10 },
    name: { ...pib, '#title': t("Ім'я контактної особи", 'Имя контактного лица') },
    phone,
    actions: submit('Надіслати заявку', 'Отправить заявку'),
  },
  mortgage: {
    pib,
    phone,
    city,
    actions: submit('Отримати консультацію', 'Получить консультацию'),
  },
  // Feedback, confirmed by a code sent to the mailbox (CheckMail).
  feedback: {
    name: { ...pib, '#title': t("Ваше ім'я", 'Ваше имя') },
    email: email(true),
    service: {
      '#type': 'webform_image_select',
      '#title': t('Де ви нас оцінюєте?', 'Где вы нас оцениваете?'),
      '#images': t(
        { branch: { text: 'У відділенні', src: icon('🏦') }, app: { text: 'У застосунку', src: icon('📱') }, call: { text: 'Контакт-центр', src: icon('☎') } },
        { branch: { text: 'В отделении', src: icon('🏦') }, app: { text: 'В приложении', src: icon('📱') }, call: { text: 'Контакт-центр', src: icon('☎') } },
      ),
    },
    rating: { '#type': 'webform_rating', '#title': t('Ваша оцінка', 'Ваша оценка'), '#max': 5 },
    review: { '#type': 'textarea', '#title': t('Ваш відгук', 'Ваш отзыв'), '#required': true },
    actions: submit('Надіслати відгук', 'Отправить отзыв'),
  },
  // The original site's feedback form at /feedback, with the keys its own QA scripts drive (pib, phone,
  // mail, comment, the agreement); confirmed by a code sent to the mailbox (CheckMail).
  feedback_contact: {
    pib,
    phone,
    mail: { ...email(true), '#title': t('Електронна пошта для відповіді', 'Электронная почта для ответа') },
    comment: { '#type': 'textarea', '#title': t('Ваше повідомлення', 'Ваше сообщение'), '#required': true },
    agreement: dataAgreement,
    actions: submit('Надіслати повідомлення', 'Отправить сообщение'),
  },
  // A debit card ordered from its page; the card comes to the branch of the chosen city.
  card_order: {
    pib,
    phone,
    city: { ...city, '#title': t('Місто, де заберете картку', 'Город, где заберёте карту') },
    agreement: dataAgreement,
    actions: submit('Замовити картку', 'Заказать карту'),
  },
  // A business client's request for a product without a calculator: a manager calls back.
  business_request: {
    company: { '#type': 'textfield', '#title': t('Назва компанії або ФОП', 'Название компании или ФЛП'), '#required': true },
    edrpou: { '#type': 'textfield', '#title': t('Код ЄДРПОУ або РНОКПП', 'Код ЕГРПОУ или РНУКПН'), '#required': true, '#maxlength': 10 },
    name: { ...pib, '#title': t("Ім'я контактної особи", 'Имя контактного лица') },
    phone,
    comment: { '#type': 'textarea', '#title': t('Що вас цікавить', 'Что вас интересует'), '#required': false },
    agreement: dataAgreement,
    actions: submit('Замовити дзвінок менеджера', 'Заказать звонок менеджера'),
  },
  // A complaint, confirmed by a code sent to the mailbox (ConfirmEmailComplaint).
  complaint: {
    pib,
    email: email(true),
    phone: { ...phone, '#required': false },
    topic: {
      '#type': 'radio',
      '#title': t('Тема звернення', 'Тема обращения'),
      '#options': t(
        { service: 'Обслуговування', card: 'Картка', credit: 'Кредит', other: 'Інше' },
        { service: 'Обслуживание', card: 'Карта', credit: 'Кредит', other: 'Другое' },
      ),
      '#required': true,
    },
    review: { '#type': 'textarea', '#title': t('Суть скарги', 'Суть жалобы'), '#required': true },
    actions: submit('Подати скаргу', 'Подать жалобу'),
  },
  // Documents for a business account: at most 2 files of the listed types.
  documents_upload: {
    edrpou: { '#type': 'textfield', '#title': t('Код ЄДРПОУ', 'Код ЕГРПОУ'), '#required': true, '#maxlength': 10 },
    phone,
    employees: { '#type': 'number', '#title': t('Кількість працівників', 'Количество сотрудников'), '#max': 10000 },
    documents: {
      '#type': 'webform_document_file',
      '#title': t('Статутні документи', 'Уставные документы'),
      '#description': t('PDF, JPG або PNG, не більше 2 файлів', 'PDF, JPG или PNG, не более 2 файлов'),
      '#multiple': 2,
      '#file_extensions': 'pdf jpg png',
      '#required': true,
    },
    actions: submit('Надіслати документи', 'Отправить документы'),
  },
};

/** Feedback forms: the answer carries a feedbackId and the visitor confirms the email (forms spec 2.4, 4.3). */
export const FEEDBACK_FORMS = ['feedback', 'feedback_contact'];

/** Forms whose definitions come in two wizard pages. */
export const TWO_STEP_FORMS = Object.keys(WEBFORMS).filter((id) => Object.values(WEBFORMS[id]).some((element) => element?.['#type'] === 'webform_wizard_page'));
