// Products of three families (credits, cards, deposits) as product-card nodes.
const pair = (firstUk, firstRu, second) => ({ first: { uk: firstUk, ru: firstRu }, second });
// An alias that differs per language is { uk, ru }, resolved with the rest of the node's text.
const internal = (titleUk, titleRu, alias) => {
  const aliases = typeof alias === 'string' ? { uk: alias, ru: alias } : alias;
  return {
    uri: { uk: `internal:${aliases.uk}`, ru: `internal:${aliases.ru}` },
    title: { uk: titleUk, ru: titleRu },
    options: { type: 'internal', alias: aliases },
  };
};
const anchor = (titleUk, titleRu, target) => ({ uri: `#${target}`, title: { uk: titleUk, ru: titleRu }, options: { type: 'anchor', anchor: target } });
const external = (titleUk, titleRu, uri) => ({ uri, title: { uk: titleUk, ru: titleRu }, options: { type: 'external' } });

/**
 * Family, title and subtitle in uk and ru, the card's figures, its link.
 * @type {[family: string, titleUk: string, titleRu: string, subUk: string, subRu: string, description: ReturnType<typeof pair>[], link: ReturnType<typeof internal | typeof anchor | typeof external>][]}
 */
const PRODUCTS = [
  [
    'credits',
    'Кредит готівкою',
    'Кредит наличными',
    'Гроші на будь-які цілі',
    'Деньги на любые цели',
    [pair('Сума', 'Сумма', 'до 300 000 грн'), pair('Строк', 'Срок', 'до 60 міс.'), pair('Ставка', 'Ставка', 'від 0,01%')],
    internal('Детальніше', 'Подробнее', { uk: '/product/kredyt-gotivkoiu', ru: '/product/kredit-nalichnymi' }),
  ],
  [
    'credits',
    'Кредит на авто',
    'Кредит на авто',
    'Нове або вживане авто',
    'Новое или подержанное авто',
    [pair('Сума', 'Сумма', 'до 1 500 000 грн'), pair('Строк', 'Срок', 'до 84 міс.'), pair('Ставка', 'Ставка', 'від 9,9%')],
    anchor('Розрахувати', 'Рассчитать', 'calculator'),
  ],
  [
    'credits',
    'Рефінансування',
    'Рефинансирование',
    'Об’єднайте кредити в один',
    'Объедините кредиты в один',
    [pair('Сума', 'Сумма', 'до 500 000 грн'), pair('Строк', 'Срок', 'до 72 міс.'), pair('Ставка', 'Ставка', 'від 19,9%')],
    external('Оформити онлайн', 'Оформить онлайн', 'https://online.bank.example/refinance'),
  ],
  [
    'cards',
    'Кредитна картка «Універсальна»',
    'Кредитная карта «Универсальная»',
    '62 дні без відсотків',
    '62 дня без процентов',
    [pair('Ліміт', 'Лимит', 'до 200 000 грн'), pair('Пільговий період', 'Льготный период', '62 дні'), pair('Кешбек', 'Кешбэк', 'до 10%')],
    internal('Детальніше', 'Подробнее', '/credit-cards'),
  ],
  [
    'cards',
    'Дебетова картка «Щоденна»',
    'Дебетовая карта «Ежедневная»',
    'Безкоштовне обслуговування',
    'Бесплатное обслуживание',
    [pair('Обслуговування', 'Обслуживание', '0 грн'), pair('Кешбек', 'Кешбэк', 'до 5%'), pair('На залишок', 'На остаток', '7% річних')],
    anchor('Замовити', 'Заказать', 'order'),
  ],
  [
    'cards',
    'Картка для подорожей',
    'Карта для путешествий',
    'Мультивалютна картка',
    'Мультивалютная карта',
    [pair('Валюти', 'Валюты', 'UAH, USD, EUR'), pair('Обмін', 'Обмен', 'за курсом банку'), pair('Страховка', 'Страховка', 'включено')],
    external('Оформити онлайн', 'Оформить онлайн', 'https://online.bank.example/travel-card'),
  ],
  [
    'deposits',
    'Депозит «Стандарт»',
    'Депозит «Стандарт»',
    'Виплата відсотків щомісяця',
    'Выплата процентов ежемесячно',
    [pair('Ставка', 'Ставка', 'до 15%'), pair('Строк', 'Срок', '3–24 міс.'), pair('Мінімальна сума', 'Минимальная сумма', '1 000 грн')],
    internal('Детальніше', 'Подробнее', '/deposits'),
  ],
  [
    'deposits',
    'Депозит «Щедрий»',
    'Депозит «Щедрый»',
    'Найвища ставка',
    'Самая высокая ставка',
    [pair('Ставка', 'Ставка', 'до 16,5%'), pair('Строк', 'Срок', '12 міс.'), pair('Мінімальна сума', 'Минимальная сумма', '10 000 грн')],
    anchor('Розрахувати', 'Рассчитать', 'calculator'),
  ],
  [
    'deposits',
    'Накопичувальний рахунок',
    'Накопительный счёт',
    'Поповнення та зняття будь-коли',
    'Пополнение и снятие в любое время',
    [pair('Ставка', 'Ставка', 'до 10%'), pair('Строк', 'Срок', 'без строку'), pair('Мінімальна сума', 'Минимальная сумма', '0 грн')],
    external('Відкрити онлайн', 'Открыть онлайн', 'https://online.bank.example/savings'),
  ],
];

export function productNodes() {
  return PRODUCTS.map(([family, titleUk, titleRu, subUk, subRu, description, link], index) => ({
    id: `product-${index + 1}`,
    type: 'products',
    created: new Date(Date.UTC(2025, 5, 1 + index)).toISOString(),
    weight: index,
    title: { uk: titleUk, ru: titleRu },
    body: { uk: '', ru: '' },
    relations: { field_products_category: `family-${family}` },
    fields: {
      field_title: { uk: titleUk, ru: titleRu },
      field_sub_title: { uk: subUk, ru: subRu },
      field_action: index % 3 === 0 ? { uk: 'Акція', ru: 'Акция' } : null,
      field_description: description,
      field_add_comparison: true,
      field_product_id: String(100 + index),
      field_tags: index % 2 === 0 ? [{ uk: 'Онлайн', ru: 'Онлайн' }] : [{ uk: 'Популярне', ru: 'Популярное' }],
      field_list: [
        { uk: 'Без прихованих комісій', ru: 'Без скрытых комиссий' },
        { uk: 'Оформлення за 15 хвилин', ru: 'Оформление за 15 минут' },
      ],
      field_link: link,
    },
  }));
}
