// The bank's calculator products as the calculator API knows them, keyed by agreeId. Text in uk and ru;
// limits, rates and costs are what the stand-in's arithmetic uses (proxy-methods/calculators.mjs).
const t = (uk, ru) => ({ uk, ru });

const summa = (min, max, value, step) => ({ key: 'summa', type: 'range', unit: 'UAH', min, max, default: value, step });
const termin = (min, max, value, unit = 'months') => ({ key: 'termin', type: 'range', unit, min, max, default: value, step: 1 });

export const CALCULATOR_PRODUCTS = {
  1201: {
    kind: 'IndCreditCalc',
    productId: '12',
    productName: t('Кредит готівкою', 'Кредит наличными'),
    formId: 'credit_cash',
    annualRate: 39.9,
    questions: [
      { ...summa(3_000, 300_000, 50_000, 1_000), text: t('Сума кредиту', 'Сумма кредита'), order: 1 },
      { ...termin(6, 60, 24), text: t('Строк кредиту', 'Срок кредита'), order: 2 },
      {
        key: 'salary_card',
        type: 'checkbox',
        controlType: 1,
        default: 0,
        text: t('Отримую зарплату на картку банку', 'Получаю зарплату на карту банка'),
        order: 3,
        rateDiscount: 5,
      },
    ],
    // A large sum over a short term is not lent: the stand-in's FAILURE case for this product.
    failure: {
      summaAbove: 200_000,
      terminBelow: 12,
      message: t('Сума понад 200 000 грн доступна на строк від 12 місяців', 'Сумма свыше 200 000 грн доступна на срок от 12 месяцев'),
    },
    signs: [
      { nameSign: t('Без застави та поручителів', 'Без залога и поручителей'), textSign: t('Потрібен лише паспорт і код', 'Нужен только паспорт и код') },
      {
        nameSign: t('Рішення за 15 хвилин', 'Решение за 15 минут'),
        textSign: t('Кошти на картку одразу після підписання', 'Средства на карту сразу после подписания'),
      },
    ],
  },
  2301: {
    kind: 'LegalCreditCalc',
    productId: '23',
    productName: t('Кредит для бізнесу', 'Кредит для бизнеса'),
    formId: 'business_credit',
    annualRate: 19,
    questions: [
      { ...summa(50_000, 5_000_000, 500_000, 10_000), text: t('Сума фінансування', 'Сумма финансирования'), order: 1 },
      { ...termin(3, 36, 12), text: t('Строк фінансування', 'Срок финансирования'), order: 2 },
      {
        key: 'collateral',
        type: 'checkbox',
        controlType: 0,
        default: 1,
        text: t('Із заставою майна', 'С залогом имущества'),
        order: 3,
        rateDiscount: 3,
      },
    ],
    // Without collateral the bank finances at most 2 000 000 UAH.
    failure: {
      summaAbove: 2_000_000,
      without: 'collateral',
      message: t('Сума понад 2 000 000 грн надається лише під заставу', 'Сумма свыше 2 000 000 грн предоставляется только под залог'),
    },
    overdraftInfo: {
      financingTerm: t('до 36 місяців', 'до 36 месяцев'),
      maturityTranche: t('до 90 днів', 'до 90 дней'),
      securingFinancing: t('застава майна або порука власника', 'залог имущества или поручительство владельца'),
    },
    signs: [{ nameSign: t('Рішення за 2 дні', 'Решение за 2 дня'), textSign: t('За пакетом документів онлайн', 'По пакету документов онлайн') }],
  },
  3101: {
    kind: 'IndDepositCalc',
    productId: '31',
    productName: t('Депозит «Стабільний»', 'Депозит «Стабильный»'),
    formId: 'deposit_request',
    // Annual rate by the shortest term it applies from, in months.
    ratesByTerm: [
      { from: 1, rate: 10 },
      { from: 3, rate: 12 },
      { from: 6, rate: 13.5 },
      { from: 12, rate: 14 },
    ],
    questions: [
      { ...summa(1_000, 5_000_000, 100_000, 1_000), text: t('Сума вкладу', 'Сумма вклада'), order: 1 },
      { ...termin(1, 24, 12), text: t('Строк вкладу', 'Срок вклада'), order: 2 },
      {
        key: 'secret_code',
        type: 'checkbox',
        controlType: 1,
        default: 0,
        text: t('Покажу секретний код менеджеру (+1% до ставки)', 'Покажу секретный код менеджеру (+1% к ставке)'),
        order: 3,
      },
    ],
    failure: {
      summaAbove: 1_000_000,
      terminBelow: 3,
      message: t('Вклад понад 1 000 000 грн відкривається на строк від 3 місяців', 'Вклад свыше 1 000 000 грн открывается на срок от 3 месяцев'),
    },
    signs: [{ nameSign: t('Гарантія Фонду', 'Гарантия Фонда'), textSign: t('Вклади гарантуються ФГВФО', 'Вклады гарантируются ФГВФЛ') }],
  },
  4101: {
    kind: 'IndCreditCardCalc',
    productId: '41',
    productName: t('Кредитна картка', 'Кредитная карта'),
    formId: 'credit_card',
    questions: [
      { key: 'card', type: 'answers', controlType: 2, text: t('Картка', 'Карта'), order: 0 },
      {
        key: 'creditLimit',
        type: 'range',
        unit: 'UAH',
        min: 1_000,
        max: 200_000,
        default: 30_000,
        step: 1_000,
        text: t('Кредитний ліміт', 'Кредитный лимит'),
        order: 1,
      },
      { ...summa(500, 200_000, 10_000, 500), text: t('Сума покупок', 'Сумма покупок'), order: 2 },
      { ...termin(1, 24, 6), text: t('Строк погашення', 'Срок погашения'), order: 3 },
    ],
    // Answers of the card question; 37 has no credit limit, the calculator leaves it out.
    answers: [
      { id: 34, text: t('Універсальна', 'Универсальная'), maxLimit: 200_000, monthlyRate: 3.5, graceDays: 62, default: 1 },
      { id: 35, text: t('Зелена', 'Зелёная'), maxLimit: 50_000, monthlyRate: 3.2, graceDays: 55, default: 0 },
      { id: 36, text: t('Преміум', 'Премиум'), maxLimit: 200_000, monthlyRate: 2.9, graceDays: 90, default: 0 },
      { id: 37, text: t('Картка для виплат', 'Карта для выплат'), maxLimit: 0, monthlyRate: 0, graceDays: 0, default: 0 },
    ],
  },
  5101: {
    kind: 'MortgageCalc',
    productId: '51',
    productName: t('Іпотека на вторинне житло', 'Ипотека на вторичное жильё'),
    formId: 'mortgage',
    annualRate: 16.9,
    questions: [
      {
        key: 'cost',
        type: 'range',
        unit: 'UAH',
        min: 500_000,
        max: 20_000_000,
        default: 2_000_000,
        step: 10_000,
        text: t('Вартість нерухомості', 'Стоимость недвижимости'),
        order: 1,
      },
      {
        key: 'payment',
        type: 'range',
        unit: 'UAH',
        min: 100_000,
        max: 10_000_000,
        default: 600_000,
        step: 10_000,
        text: t('Перший внесок', 'Первый взнос'),
        order: 2,
      },
      { ...termin(1, 20, 10, 'years'), text: t('Строк кредиту', 'Срок кредита'), order: 3 },
    ],
    costs: { appraisal: 3_500, notaryPercent: 1, insurancePercent: 0.5, issueFeePercent: 1 },
  },
  6101: {
    kind: 'UniversalCalc',
    productId: '61',
    productName: t('Найкраща пропозиція', 'Лучшее предложение'),
    formId: 'credit_cash',
    questions: [
      { ...summa(3_000, 1_000_000, 100_000, 1_000), text: t('Потрібна сума', 'Нужная сумма'), order: 1 },
      { ...termin(6, 84, 24), text: t('Строк', 'Срок'), order: 2 },
    ],
    // The products the best offer is chosen from.
    offers: [
      { agreeId: '1201', name: t('Кредит готівкою', 'Кредит наличными'), minSumma: 3_000, maxSumma: 300_000, minTermin: 6, maxTermin: 60, annualRate: 39.9 },
      {
        agreeId: '7101',
        name: t('Кредит під заставу авто', 'Кредит под залог авто'),
        minSumma: 50_000,
        maxSumma: 1_000_000,
        minTermin: 12,
        maxTermin: 84,
        annualRate: 24,
      },
      {
        agreeId: '7201',
        name: t('Кредит під заставу нерухомості', 'Кредит под залог недвижимости'),
        minSumma: 100_000,
        maxSumma: 1_000_000,
        minTermin: 24,
        maxTermin: 84,
        annualRate: 19.5,
      },
    ],
  },
};

/** Branches (of the map's seed) where the calculator products are issued, for GetCitiesForProduct. */
export const PRODUCT_BRANCH_IDS = ['101', '102', '103', '201', '301'];
