// What the visitor reads, per language, and what the stand-in's seed makes findable.
export const SEARCH_TEXT = {
  uk: {
    home: 'Банк, який поруч щодня',
    field: 'Пошук по сайту',
    placeholder: 'Пошук',
    // The phone header's search icon, which opens the box.
    icon: 'Пошук',
    yourQuery: 'Ваш запит:',
    resultsTitle: 'Результати пошуку',
    query: 'кредит',
    count: /^Знайдено результатів: \d+$/,
    tabs: ['Фізичним особам', 'Бізнесу', 'Інше'],
    individualsHit: 'Як погасити кредит достроково',
    individualsPath: '/uk/blog/yak-pohasyty-kredyt-dostrokovo',
    businessHit: 'Кредитна лінія для бізнесу: коли вона вигідна',
    otherHit: 'Банк знизив ставки за кредитами готівкою',
    product: 'Кредит готівкою',
    productPath: '/uk/product/kredyt-gotivkoiu',
    products: 'Продукти',
    noHits: 'жирафа',
    notFound: 'Статті не знайдено',
    cleared: 'Введіть запит у поле пошуку та натисніть Enter.',
    pageNotFound: 'Вибачте, запитувана сторінка не знайдена або не існує',
  },
  ru: {
    home: 'Банк, который рядом каждый день',
    field: 'Поиск по сайту',
    placeholder: 'Поиск',
    icon: 'Поиск',
    yourQuery: 'Ваш запрос:',
    resultsTitle: 'Результаты поиска',
    query: 'кредит',
    count: /^Найдено результатов: \d+$/,
    tabs: ['Физическим лицам', 'Бизнесу', 'Другое'],
    individualsHit: 'Как погасить кредит досрочно',
    individualsPath: '/ru/blog/kak-pogasit-kredit-dosrochno',
    businessHit: 'Кредитная линия для бизнеса: когда она выгодна',
    otherHit: 'Банк снизил ставки по кредитам наличными',
    product: 'Кредит наличными',
    productPath: '/ru/product/kredit-nalichnymi',
    products: 'Продукты',
    noHits: 'жирафа',
    notFound: 'Статьи не найдены',
    cleared: 'Введите запрос в поле поиска и нажмите Enter.',
    pageNotFound: 'Извините, запрашиваемая страница не найдена или не существует',
  },
} as const;

export const LANGUAGES = ['uk', 'ru'] as const;

/** The results page of a query, encoded as the search box encodes it (dots too). */
export const resultsPath = (language: string, query: string) => `/${language}/search/${encodeURIComponent(query).replace(/\./g, '%2E')}`;
