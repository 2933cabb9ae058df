// Pages of mf-rates: exchange rates for individuals and for business, and the deposit rates tables.
const block = (id, type, weight, attributes) => ({ id, type, weight, attributes });

const depositsTable = (id, typeClient) =>
  block(id, 'api_table', 1, {
    field_block_title: { uk: 'Ставки за депозитами', ru: 'Ставки по депозитам' },
    field_currency: ['UAH', 'USD', 'EUR'],
    field_type_client: typeClient,
    field_form_id: 'deposit_request',
  });

export default [
  {
    key: 'rates',
    alias: { uk: '/rates', ru: '/rates' },
    audience: 'individuals',
    title: { uk: 'Курси валют', ru: 'Курсы валют' },
    description: {
      uk: 'Курси купівлі та продажу валют у відділеннях і за картками банку, конвертер валют.',
      ru: 'Курсы покупки и продажи валют в отделениях и по картам банка, конвертер валют.',
    },
    body: {
      uk: '<p>Курси діють у всіх відділеннях банку та для операцій за картками. Курс може змінюватися протягом дня.</p>',
      ru: '<p>Курсы действуют во всех отделениях банка и для операций по картам. Курс может меняться в течение дня.</p>',
    },
    blocks: [
      block('rates-exchange', 'calculator', 0, {
        field_calculator_type: 'ExchangeRates',
        field_block_title: { uk: 'Курси обміну та конвертер', ru: 'Курсы обмена и конвертер' },
      }),
    ],
  },
  {
    key: 'business-rates',
    alias: { uk: '/business/rates', ru: '/business/rates' },
    audience: 'business',
    title: { uk: 'Курси валют для бізнесу', ru: 'Курсы валют для бизнеса' },
    description: {
      uk: 'Готівкові курси банку та офіційний курс НБУ для підприємців і компаній.',
      ru: 'Наличные курсы банка и официальный курс НБУ для предпринимателей и компаний.',
    },
    body: {
      uk: '<p>Купівля та продаж валюти для бізнесу — в інтернет-банкінгу за курсом банку. Офіційний курс НБУ наведено для довідки.</p>',
      ru: '<p>Покупка и продажа валюты для бизнеса — в интернет-банкинге по курсу банка. Официальный курс НБУ приведён для справки.</p>',
    },
    blocks: [
      block('business-rates-exchange', 'calculator', 0, {
        field_calculator_type: 'ExchangeRates',
        field_block_title: { uk: 'Курси обміну та конвертер', ru: 'Курсы обмена и конвертер' },
      }),
    ],
  },
  {
    key: 'deposit-rates',
    alias: { uk: '/deposit-rates', ru: '/deposit-rates' },
    audience: 'individuals',
    title: { uk: 'Ставки за депозитами', ru: 'Ставки по депозитам' },
    description: {
      uk: 'Процентні ставки за депозитами в гривні, доларах і євро для приватних осіб.',
      ru: 'Процентные ставки по депозитам в гривне, долларах и евро для частных лиц.',
    },
    body: {
      uk: '<p>Оберіть валюту та натисніть на ставку, щоб залишити заявку: ми відкладемо її для вас на 3 робочі дні.</p>',
      ru: '<p>Выберите валюту и нажмите на ставку, чтобы оставить заявку: мы зарезервируем её для вас на 3 рабочих дня.</p>',
    },
    blocks: [depositsTable('deposit-rates-table', 7)],
  },
  {
    key: 'business-deposit-rates',
    alias: { uk: '/business/deposit-rates', ru: '/business/deposit-rates' },
    audience: 'business',
    title: { uk: 'Депозити для бізнесу: ставки', ru: 'Депозиты для бизнеса: ставки' },
    description: {
      uk: 'Процентні ставки за депозитами для підприємців і компаній.',
      ru: 'Процентные ставки по депозитам для предпринимателей и компаний.',
    },
    body: {
      uk: '<p>Розмістіть вільні кошти компанії на депозит в інтернет-банкінгу або залиште заявку менеджеру.</p>',
      ru: '<p>Разместите свободные средства компании на депозит в интернет-банкинге или оставьте заявку менеджеру.</p>',
    },
    blocks: [depositsTable('business-deposit-rates-table', 6)],
  },
];
