// The deposits table the bank's GetDepositsTable answers, per client type (7 individuals, 6 business)
// and currency. Rates and amounts are in hundredths: rate 1350 is 13.50 %, amount 100000 is 1 000.00.
// A null rate is a term the product does not offer for that amount: the row is left out of the answer.

const months = (n) => ({ kind: String(n), kindDisplay: { uk: `${n} міс.`, ru: `${n} мес.` } });

/** rates: one line per amount, one column per term, in percent; null where the product has no such term. */
function product({ productId, productName, advantages, terms, amounts, rates, additionalTerms = [] }) {
  const depositRows = [];
  amounts.forEach((amount, row) =>
    terms.forEach((term, column) => {
      const rate = rates[row][column];
      if (rate === null) return;
      depositRows.push({
        kind: term.kind,
        kindDisplay: term.kindDisplay,
        rate: Math.round(rate * 100),
        amount: amount * 100,
        agreeId: `${productId}-${term.kind}-${row + 1}`,
        isAdditionalTerm: additionalTerms.includes(term.kind),
      });
    }),
  );
  return { productName, productId, advantages, depositRows };
}

const t = (uk, ru) => ({ uk, ru });

export const DEPOSITS_TABLE = {
  7: {
    UAH: [
      product({
        productId: '3101',
        productName: t('Депозит «Стабільний»', 'Депозит «Стабильный»'),
        advantages: [
          t('Виплата процентів щомісяця на картку', 'Выплата процентов ежемесячно на карту'),
          t('Вклад гарантується ФГВФО', 'Вклад гарантируется ФГВФЛ'),
        ],
        terms: [months(3), months(6), months(12), months(18)],
        amounts: [1_000, 100_000, 1_000_000],
        rates: [
          [12, 13.5, 14, 14.25],
          [12.25, 13.75, 14.25, 14.5],
          [12.5, 14, 14.5, 14.75],
        ],
      }),
      product({
        productId: '3102',
        productName: t('Депозит «Онлайн»', 'Депозит «Онлайн»'),
        advantages: [
          t('Відкриття в застосунку за 2 хвилини', 'Открытие в приложении за 2 минуты'),
          t('Поповнення в будь-який час', 'Пополнение в любое время'),
        ],
        terms: [months(1), months(3), months(6), months(12)],
        amounts: [500, 50_000, 500_000],
        rates: [
          [10, 12.5, 13.75, 14.5],
          [10.25, 12.75, 14, 14.75],
          [null, 13, 14.25, null],
        ],
      }),
      product({
        productId: '3103',
        productName: t('Депозит «Пенсійний»', 'Депозит «Пенсионный»'),
        advantages: [t('Для отримувачів пенсії на картку банку', 'Для получателей пенсии на карту банка')],
        terms: [months(6), months(12), months(24)],
        amounts: [100, 20_000],
        rates: [
          [13, 14.5, null],
          [null, 14.75, 15],
        ],
        additionalTerms: ['24'],
      }),
    ],
    USD: [
      product({
        productId: '3111',
        productName: t('Депозит «Стабільний» у доларах', 'Депозит «Стабильный» в долларах'),
        advantages: [t('Виплата процентів щомісяця', 'Выплата процентов ежемесячно')],
        terms: [months(3), months(6), months(12)],
        amounts: [100, 10_000, 50_000],
        rates: [
          [1.5, 2, 2.75],
          [1.75, 2.25, 3],
          [2, 2.5, 3.25],
        ],
      }),
      product({
        productId: '3112',
        productName: t('Депозит «Онлайн» у доларах', 'Депозит «Онлайн» в долларах'),
        advantages: [t('Поповнення в застосунку', 'Пополнение в приложении')],
        terms: [months(6), months(12)],
        amounts: [100, 10_000],
        rates: [
          [2.1, null],
          [2.4, 3.1],
        ],
      }),
    ],
    EUR: [
      product({
        productId: '3121',
        productName: t('Депозит «Стабільний» у євро', 'Депозит «Стабильный» в евро'),
        advantages: [t('Виплата процентів у кінці строку', 'Выплата процентов в конце срока')],
        terms: [months(6), months(12)],
        amounts: [100, 10_000],
        rates: [
          [1, 1.75],
          [1.25, 2],
        ],
      }),
      product({
        productId: '3122',
        productName: t('Депозит «Онлайн» у євро', 'Депозит «Онлайн» в евро'),
        advantages: [t('Відкриття без візиту до відділення', 'Открытие без визита в отделение')],
        terms: [months(3), months(12)],
        amounts: [100],
        rates: [[0.75, null]],
      }),
    ],
  },
  6: {
    UAH: [
      product({
        productId: '3201',
        productName: t('Депозит для бізнесу «Строковий»', 'Депозит для бизнеса «Срочный»'),
        advantages: [
          t('Проценти щомісяця на поточний рахунок', 'Проценты ежемесячно на текущий счёт'),
          t('Відкриття в інтернет-банкінгу', 'Открытие в интернет-банкинге'),
        ],
        terms: [months(1), months(3), months(6), months(12)],
        amounts: [10_000, 1_000_000, 10_000_000],
        rates: [
          [9.5, 11.5, 12.5, 13],
          [9.75, 11.75, 12.75, 13.25],
          [10, 12, null, null],
        ],
      }),
      product({
        productId: '3202',
        productName: t('Депозит для бізнесу «Гнучкий»', 'Депозит для бизнеса «Гибкий»'),
        advantages: [t('Поповнення і часткове зняття', 'Пополнение и частичное снятие')],
        terms: [months(3), months(6)],
        amounts: [50_000],
        rates: [[10.5, 11.25]],
      }),
    ],
    USD: [
      product({
        productId: '3211',
        productName: t('Депозит для бізнесу «Строковий» у доларах', 'Депозит для бизнеса «Срочный» в долларах'),
        advantages: [t('Проценти в кінці строку', 'Проценты в конце срока')],
        terms: [months(3), months(6), months(12)],
        amounts: [1_000, 100_000],
        rates: [
          [1.25, 1.75, 2.5],
          [1.5, null, 2.75],
        ],
      }),
    ],
    EUR: [
      product({
        productId: '3221',
        productName: t('Депозит для бізнесу «Строковий» у євро', 'Депозит для бизнеса «Срочный» в евро'),
        advantages: [t('Проценти в кінці строку', 'Проценты в конце срока')],
        terms: [months(6), months(12)],
        amounts: [1_000],
        rates: [[0.75, 1.5]],
      }),
    ],
  },
};
