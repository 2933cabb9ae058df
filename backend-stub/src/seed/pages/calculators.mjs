import { illustration, paletteOf } from '../content-images.mjs';

// Pages carrying each calculator type and variant (spec 2.5), in uk and ru. The products behind
// field_agree_id are in seed/calculators-products.mjs.
const block = (id, type, weight, attributes) => ({ id, type, weight, attributes });

const slide = (id, uk, ru, colour) => ({
  id,
  image: { uk: { ...illustration('deposit', paletteOf(colour), 960, 360), alt: uk }, ru: { ...illustration('deposit', paletteOf(colour), 960, 360), alt: ru } },
  title: { uk, ru },
});

const intro = (id, uk, ru) => block(id, 'basic', 0, { body: { processed: { uk: `<p>${uk}</p>`, ru: `<p>${ru}</p>` } } });

export default [
  {
    key: 'calculator-deposit',
    alias: { uk: '/deposits/stabilnyi', ru: '/deposits/stabilnyj' },
    audience: 'individuals',
    title: { uk: 'Депозит «Стабільний» до 14% річних', ru: 'Депозит «Стабильный» до 14% годовых' },
    description: {
      uk: 'Депозит на строк від 1 до 24 місяців з виплатою відсотків наприкінці строку.',
      ru: 'Депозит на срок от 1 до 24 месяцев с выплатой процентов в конце срока.',
    },
    body: {
      uk: '<p>Вклад із фіксованою ставкою та гарантією Фонду гарантування вкладів.</p>',
      ru: '<p>Вклад с фиксированной ставкой и гарантией Фонда гарантирования вкладов.</p>',
    },
    blocks: [
      intro(
        'deposit-intro',
        'Відкрийте вклад онлайн або у відділенні — ставка не зміниться до кінця строку.',
        'Откройте вклад онлайн или в отделении — ставка не изменится до конца срока.',
      ),
      block('deposit-calculator', 'calculator', 1, {
        field_calculator_type: 'IndDepositCalc',
        field_block_title: { uk: 'Калькулятор депозиту', ru: 'Калькулятор депозита' },
        field_agree_id: '3101',
        field_product_id: '31',
        field_analytics_name: 'deposit_stable',
        // The calculator banner slider above the calculator.
        field_slider: [
          slide('deposit-banner-1', 'Секретний код: +1% до ставки', 'Секретный код: +1% к ставке', '#0a6b3d'),
          slide('deposit-banner-2', 'Вклади гарантує Фонд', 'Вклады гарантирует Фонд', '#0b5a8f'),
          slide('deposit-banner-3', 'Відкриття онлайн за 5 хвилин', 'Открытие онлайн за 5 минут', '#13251b'),
        ],
      }),
    ],
  },
  {
    key: 'calculator-credit-card',
    alias: { uk: '/cards/kredytna-kartka', ru: '/cards/kreditnaya-karta' },
    audience: 'individuals',
    title: { uk: 'Кредитна картка з пільговим періодом', ru: 'Кредитная карта с льготным периодом' },
    description: { uk: 'Кредитний ліміт до 200 000 грн і пільговий період до 90 днів.', ru: 'Кредитный лимит до 200 000 грн и льготный период до 90 дней.' },
    body: { uk: '<p>Оберіть картку та розрахуйте щомісячний платіж.</p>', ru: '<p>Выберите карту и рассчитайте ежемесячный платёж.</p>' },
    blocks: [
      block('card-calculator', 'calculator', 0, {
        field_calculator_type: 'IndCreditCardCalc',
        field_block_title: { uk: 'Калькулятор кредитної картки', ru: 'Калькулятор кредитной карты' },
        field_agree_id: '4101',
        field_product_id: '41',
        field_analytics_name: 'credit_card',
      }),
    ],
  },
  {
    key: 'calculator-mortgage',
    alias: { uk: '/credits/ipoteka', ru: '/credits/ipoteka' },
    audience: 'individuals',
    title: { uk: 'Іпотека на вторинне житло', ru: 'Ипотека на вторичное жильё' },
    description: { uk: 'Іпотечний кредит від 16,9% річних на строк до 20 років.', ru: 'Ипотечный кредит от 16,9% годовых на срок до 20 лет.' },
    body: { uk: '<p>Перший внесок — від 100 000 грн, рішення — за 2 дні.</p>', ru: '<p>Первый взнос — от 100 000 грн, решение — за 2 дня.</p>' },
    blocks: [
      block('mortgage-calculator', 'calculator', 0, {
        field_calculator_type: 'MortgageCalc',
        field_block_title: { uk: 'Іпотечний калькулятор', ru: 'Ипотечный калькулятор' },
        field_agree_id: '5101',
        field_product_id: '51',
        field_analytics_name: 'mortgage',
      }),
    ],
  },
  {
    key: 'calculator-universal',
    alias: { uk: '/credits/naikrashcha-propozytsiia', ru: '/credits/luchshee-predlozhenie' },
    audience: 'individuals',
    title: { uk: 'Підберіть найкращий кредит', ru: 'Подберите лучший кредит' },
    description: {
      uk: 'Вкажіть суму і строк — ми запропонуємо кредит із найменшим платежем.',
      ru: 'Укажите сумму и срок — мы предложим кредит с наименьшим платежом.',
    },
    body: { uk: '<p>Порівнюємо всі кредити банку за вашими умовами.</p>', ru: '<p>Сравниваем все кредиты банка по вашим условиям.</p>' },
    blocks: [
      block('universal-calculator', 'calculator', 0, {
        field_calculator_type: 'UniversalCalc',
        field_block_title: { uk: 'Універсальний калькулятор', ru: 'Универсальный калькулятор' },
        field_agree_id: '6101',
        field_product_id: '61',
        field_analytics_name: 'best_offer',
      }),
    ],
  },
  {
    key: 'calculator-map',
    alias: { uk: '/credits/kredyt-u-viddilenni', ru: '/credits/kredit-v-otdelenii' },
    audience: 'individuals',
    title: { uk: 'Кредит у відділенні поруч', ru: 'Кредит в отделении рядом' },
    description: { uk: 'Розрахуйте кредит і оберіть відділення, де отримаєте гроші.', ru: 'Рассчитайте кредит и выберите отделение, где получите деньги.' },
    body: { uk: '<p>Гроші — у відділенні, яке ви оберете на мапі.</p>', ru: '<p>Деньги — в отделении, которое вы выберете на карте.</p>' },
    blocks: [
      block('map-calculator', 'calculator_map', 0, {
        field_calculator_type: 'IndCreditCalc',
        field_block_title: { uk: 'Кредит із видачею у відділенні', ru: 'Кредит с выдачей в отделении' },
        field_agree_id: '1201',
        field_product_id: '12',
        field_analytics_name: 'credit_branch',
      }),
    ],
  },
  {
    key: 'calculator-landing',
    alias: { uk: '/landing/kredyt', ru: '/landing/kredit' },
    audience: 'individuals',
    title: { uk: 'Кредит на все, що важливо', ru: 'Кредит на всё, что важно' },
    description: { uk: 'Кредит готівкою до 300 000 грн без застави.', ru: 'Кредит наличными до 300 000 грн без залога.' },
    body: { uk: '<p>Ремонт, навчання, подорож — рішення за 15 хвилин.</p>', ru: '<p>Ремонт, учёба, путешествие — решение за 15 минут.</p>' },
    blocks: [
      block('landing-calculator', 'calculator_landing', 0, {
        field_calculator_type: 'IndCreditCalc',
        field_block_title: { uk: 'Розрахуйте свій кредит', ru: 'Рассчитайте свой кредит' },
        field_agree_id: '1201',
        field_product_id: '12',
        field_analytics_name: 'credit_landing',
        field_slider: [
          slide('landing-slide-1', 'Ремонт без очікування', 'Ремонт без ожидания', '#0a6b3d'),
          slide('landing-slide-2', 'Навчання дітей', 'Учёба детей', '#0b5a8f'),
          slide('landing-slide-3', 'Подорож мрії', 'Путешествие мечты', '#6b3d0a'),
        ],
      }),
    ],
  },
  {
    key: 'calculator-landing-no-image',
    alias: { uk: '/landing/depozyt', ru: '/landing/depozit' },
    audience: 'individuals',
    title: { uk: 'Депозит, що працює на вас', ru: 'Депозит, который работает на вас' },
    description: { uk: 'Депозит до 14% річних із секретним кодом +1%.', ru: 'Депозит до 14% годовых с секретным кодом +1%.' },
    body: { uk: '<p>Покажіть секретний код менеджеру й отримайте +1% до ставки.</p>', ru: '<p>Покажите секретный код менеджеру и получите +1% к ставке.</p>' },
    blocks: [
      block('landing-deposit-calculator', 'calculator_landing', 0, {
        field_calculator_type: 'IndDepositCalc',
        field_block_title: { uk: 'Розрахуйте дохід за вкладом', ru: 'Рассчитайте доход по вкладу' },
        field_agree_id: '3101',
        field_product_id: '31',
        field_analytics_name: 'deposit_landing',
        // The landing calculator without its image carousel.
        field_custom_design: 'no_image',
      }),
    ],
  },
  {
    key: 'calculator-landing-v',
    alias: { uk: '/landing/kartka', ru: '/landing/karta' },
    audience: 'individuals',
    title: { uk: 'Кредитна картка за 10 хвилин', ru: 'Кредитная карта за 10 минут' },
    description: { uk: 'Оформіть кредитну картку онлайн і заберіть у відділенні.', ru: 'Оформите кредитную карту онлайн и заберите в отделении.' },
    body: { uk: '<p>До 90 днів без відсотків.</p>', ru: '<p>До 90 дней без процентов.</p>' },
    blocks: [
      block('landing-v-calculator', 'landing_v', 0, {
        field_calculator_type: 'IndCreditCardCalc',
        field_block_title: { uk: 'Картка, яка платить за вас', ru: 'Карта, которая платит за вас' },
        field_subtitle: { uk: 'Оберіть картку й ліміт — платіж порахуємо одразу.', ru: 'Выберите карту и лимит — платёж посчитаем сразу.' },
        field_advantages: [
          { uk: 'До 90 днів без відсотків', ru: 'До 90 дней без процентов' },
          { uk: 'Кешбек до 10% у категоріях', ru: 'Кешбэк до 10% в категориях' },
          { uk: 'Безкоштовне обслуговування', ru: 'Бесплатное обслуживание' },
        ],
        field_picture: {
          uk: { ...illustration('card', 'blue', 960, 600), alt: 'Кредитна картка банку' },
          ru: { ...illustration('card', 'blue', 960, 600), alt: 'Кредитная карта банка' },
        },
        field_agree_id: '4101',
        field_product_id: '41',
        field_analytics_name: 'card_landing',
      }),
    ],
  },
];
