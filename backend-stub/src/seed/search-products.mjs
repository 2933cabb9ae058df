// The products wise/search-product finds. Each links to its product page: the cash credit page of
// seed/pages/site-pages.mjs, and the product pages below (served through seed/pages/search.mjs).
export const SEARCH_PRODUCT_PAGES = [
  {
    key: 'product-credit-card-universal',
    alias: { uk: '/product/kredytna-kartka-universalna', ru: '/product/kreditnaya-karta-universalnaya' },
    audience: 'individuals',
    field_for_the: 7,
    title: { uk: 'Кредитна картка «Універсальна»', ru: 'Кредитная карта «Универсальная»' },
    description: { uk: 'До 62 днів без відсотків і кешбек до 10%.', ru: 'До 62 дней без процентов и кешбэк до 10%.' },
    body: {
      uk: '<p>Кредитний ліміт до 200 000 грн, безкоштовне оформлення та доставка картки.</p>',
      ru: '<p>Кредитный лимит до 200 000 грн, бесплатное оформление и доставка карты.</p>',
    },
    blocks: [],
  },
  {
    key: 'product-deposit-stable',
    alias: { uk: '/product/depozyt-stabilnyi', ru: '/product/depozit-stabilnyj' },
    audience: 'individuals',
    field_for_the: 7,
    title: { uk: 'Депозит «Стабільний»', ru: 'Депозит «Стабильный»' },
    description: { uk: 'До 15% річних, виплата відсотків щомісяця.', ru: 'До 15% годовых, выплата процентов ежемесячно.' },
    body: {
      uk: '<p>Строк від 3 до 24 місяців, поповнення протягом перших трьох місяців.</p>',
      ru: '<p>Срок от 3 до 24 месяцев, пополнение в течение первых трёх месяцев.</p>',
    },
    blocks: [],
  },
  {
    key: 'product-business-credit-line',
    alias: { uk: '/business/product/kredytna-liniia', ru: '/business/product/kreditnaya-liniya' },
    audience: 'business',
    field_for_the: 6,
    title: { uk: 'Кредитна лінія для бізнесу', ru: 'Кредитная линия для бизнеса' },
    description: { uk: 'Ліміт до 5 млн грн на обігові кошти.', ru: 'Лимит до 5 млн грн на оборотные средства.' },
    body: {
      uk: '<p>Рішення за два дні, без застави до 1 млн грн.</p>',
      ru: '<p>Решение за два дня, без залога до 1 млн грн.</p>',
    },
    blocks: [],
  },
  {
    key: 'product-business-account',
    alias: { uk: '/business/product/rahunok-fop', ru: '/business/product/schet-flp' },
    audience: 'business',
    field_for_the: 6,
    title: { uk: 'Рахунок для ФОП', ru: 'Счёт для ФЛП' },
    description: { uk: 'Відкриття онлайн за 10 хвилин, три місяці без плати.', ru: 'Открытие онлайн за 10 минут, три месяца без оплаты.' },
    body: {
      uk: '<p>Рахунок у гривні та валюті, бізнес-картка і платежі в застосунку.</p>',
      ru: '<p>Счёт в гривне и валюте, бизнес-карта и платежи в приложении.</p>',
    },
    blocks: [],
  },
];

const cashCredit = {
  alias: { uk: '/product/kredyt-gotivkoiu', ru: '/product/kredit-nalichnymi' },
  field_for_the: 7,
  title: { uk: 'Кредит готівкою', ru: 'Кредит наличными' },
  description: { uk: 'До 300 000 грн без застави та поручителів.', ru: 'До 300 000 грн без залога и поручителей.' },
};

export const SEARCH_PRODUCTS = [cashCredit, ...SEARCH_PRODUCT_PAGES].map(({ alias, field_for_the, title, description }) => ({
  alias,
  field_for_the,
  title,
  description,
}));
