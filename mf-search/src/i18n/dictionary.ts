// UI strings of mf-search, shipped with its code. Each key in uk, ru and en (dictionary.test.ts).
// "Articles not found" (spec, error catalogue) is the shared key articlesNotFound in shared-kit's common.ts.
import type { DictionaryEntry } from '@bank/shared-kit';

export const dictionary = {
  searchFieldLabel: { uk: 'Пошук по сайту', ru: 'Поиск по сайту', en: 'Search the site' },
  searchPlaceholder: { uk: 'Пошук', ru: 'Поиск', en: 'Search' },
  searchSubmit: { uk: 'Знайти', ru: 'Найти', en: 'Find' },
  searchQuery: { uk: 'Ваш запит', ru: 'Ваш запрос', en: 'Your query' },
  searchResultsCount: { uk: 'Знайдено результатів: {count}', ru: 'Найдено результатов: {count}', en: 'Results found: {count}' },
  searchResultsCleared: {
    uk: 'Введіть запит у поле пошуку та натисніть Enter.',
    ru: 'Введите запрос в поле поиска и нажмите Enter.',
    en: 'Type a query in the search field and press Enter.',
  },
  searchProducts: { uk: 'Продукти', ru: 'Продукты', en: 'Products' },
  searchArticles: { uk: 'Статті та сторінки', ru: 'Статьи и страницы', en: 'Articles and pages' },
  searchAudienceTabs: { uk: 'Результати за аудиторією', ru: 'Результаты по аудитории', en: 'Results by audience' },
  searchTabIndividuals: { uk: 'Фізичним особам', ru: 'Физическим лицам', en: 'Individuals' },
  searchTabBusiness: { uk: 'Бізнесу', ru: 'Бизнесу', en: 'Business' },
  searchTabOther: { uk: 'Інше', ru: 'Другое', en: 'Other' },
} as const satisfies Record<string, DictionaryEntry>;
