// Pages with each application form of the stand-in (uk and ru).
const form = (id, formId, title, extra = {}) => ({ id, type: 'forms', weight: 1, attributes: { field_form_id: formId, field_form_title: title, ...extra } });

const page = (key, alias, title, body, blocks) => ({
  key,
  alias,
  audience: alias.uk.startsWith('/business') ? 'business' : 'individuals',
  title,
  description: body,
  body: { uk: `<p>${body.uk}</p>`, ru: `<p>${body.ru}</p>` },
  breadcrumbs: [
    { title: { uk: 'Головна', ru: 'Главная' }, url: '/' },
    { title, url: null },
  ],
  blocks,
});

export default [
  page(
    'forms-credit-cash',
    { uk: '/zaiavka-na-kredyt', ru: '/zayavka-na-kredit' },
    { uk: 'Заявка на кредит готівкою', ru: 'Заявка на кредит наличными' },
    {
      uk: 'Заповніть два короткі кроки — і отримайте рішення протягом 15 хвилин.',
      ru: 'Заполните два коротких шага — и получите решение в течение 15 минут.',
    },
    [form('form-credit-cash', 'credit_cash', { uk: 'Оформити кредит', ru: 'Оформить кредит' })],
  ),
  page(
    'forms-credit-card',
    { uk: '/kredytna-kartka-zaiavka', ru: '/kreditnaya-karta-zayavka' },
    { uk: 'Замовити кредитну картку', ru: 'Заказать кредитную карту' },
    {
      uk: 'Кредитний ліміт до 200 000 грн і пільговий період до 62 днів. Або картка без ліміту — як вам зручно.',
      ru: 'Кредитный лимит до 200 000 грн и льготный период до 62 дней. Или карта без лимита — как вам удобно.',
    },
    [form('form-credit-card', 'credit_card', { uk: 'Заявка на кредитну картку', ru: 'Заявка на кредитную карту' })],
  ),
  page(
    'forms-credit-card-popup',
    { uk: '/kredytna-kartka-onlain', ru: '/kreditnaya-karta-onlain' },
    { uk: 'Кредитна картка онлайн', ru: 'Кредитная карта онлайн' },
    {
      uk: 'Залиште заявку у спливаючому вікні — без переходу на іншу сторінку.',
      ru: 'Оставьте заявку во всплывающем окне — без перехода на другую страницу.',
    },
    [form('form-credit-card-popup', 'credit_card', { uk: 'Замовити картку', ru: 'Заказать карту' }, { display: 'popup' })],
  ),
  page(
    'forms-deposit',
    { uk: '/depozyt-zaiavka', ru: '/depozit-zayavka' },
    { uk: 'Заявка на депозит', ru: 'Заявка на депозит' },
    {
      uk: 'Відкладіть ставку онлайн і отримайте секретний код: у відділенні він додасть +1% до ставки.',
      ru: 'Зарезервируйте ставку онлайн и получите секретный код: в отделении он добавит +1% к ставке.',
    },
    [form('form-deposit', 'deposit_request', { uk: 'Відкрити депозит', ru: 'Открыть депозит' })],
  ),
  page(
    'forms-feedback',
    { uk: '/vidguk', ru: '/otzyv' },
    { uk: 'Залишити відгук', ru: 'Оставить отзыв' },
    { uk: 'Розкажіть, як вас обслужили: ми читаємо кожен відгук.', ru: 'Расскажите, как вас обслужили: мы читаем каждый отзыв.' },
    [form('form-feedback', 'feedback', { uk: 'Ваш відгук', ru: 'Ваш отзыв' })],
  ),
  page(
    'forms-feedback-contact',
    { uk: '/feedback', ru: '/feedback' },
    { uk: 'Зворотний зв’язок', ru: 'Обратная связь' },
    {
      uk: 'Поставте запитання, запропонуйте ідею або розкажіть, що нам варто покращити. Ми відповімо на вашу пошту протягом 3 робочих днів.',
      ru: 'Задайте вопрос, предложите идею или расскажите, что нам стоит улучшить. Мы ответим на вашу почту в течение 3 рабочих дней.',
    },
    [form('form-feedback-contact', 'feedback_contact', { uk: 'Напишіть нам', ru: 'Напишите нам' })],
  ),
  page(
    'forms-complaint',
    { uk: '/skarga', ru: '/zhaloba' },
    { uk: 'Подати скаргу', ru: 'Подать жалобу' },
    {
      uk: 'Ми розглядаємо кожне звернення протягом 15 робочих днів і відповідаємо на пошту.',
      ru: 'Мы рассматриваем каждое обращение в течение 15 рабочих дней и отвечаем на почту.',
    },
    [form('form-complaint', 'complaint', { uk: 'Скарга', ru: 'Жалоба' })],
  ),
  page(
    'forms-documents',
    { uk: '/business/dokumenty', ru: '/business/dokumenty' },
    { uk: 'Документи для відкриття рахунку', ru: 'Документы для открытия счёта' },
    {
      uk: 'Надішліть статутні документи компанії — менеджер підготує договір до вашого візиту.',
      ru: 'Отправьте уставные документы компании — менеджер подготовит договор к вашему визиту.',
    },
    [form('form-documents', 'documents_upload', { uk: 'Завантажити документи', ru: 'Загрузить документы' })],
  ),
];
