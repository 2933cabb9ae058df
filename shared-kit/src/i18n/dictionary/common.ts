// UI strings shared by the whole site. Each key in uk, ru and en.
export const commonStrings = {
  carousel: { uk: 'карусель', ru: 'карусель', en: 'carousel' },
  carouselSlide: { uk: 'слайд', ru: 'слайд', en: 'slide' },
  carouselPrevious: { uk: 'Попередній слайд', ru: 'Предыдущий слайд', en: 'Previous slide' },
  carouselNext: { uk: 'Наступний слайд', ru: 'Следующий слайд', en: 'Next slide' },
  carouselGoToSlide: { uk: 'Перейти до слайда {n}', ru: 'Перейти к слайду {n}', en: 'Go to slide {n}' },
  carouselStop: { uk: 'Зупинити прокручування', ru: 'Остановить прокрутку', en: 'Stop the slide show' },
  carouselStart: { uk: 'Запустити прокручування', ru: 'Запустить прокрутку', en: 'Start the slide show' },
  loading: { uk: 'Завантаження…', ru: 'Загрузка…', en: 'Loading…' },
  loadFailed: {
    uk: 'Не вдалося завантажити дані. Спробуйте ще раз.',
    ru: 'Не удалось загрузить данные. Попробуйте ещё раз.',
    en: 'Could not load the data. Please try again.',
  },
  retry: { uk: 'Спробувати ще раз', ru: 'Попробовать ещё раз', en: 'Try again' },
  articlesNotFound: { uk: 'Статті не знайдено', ru: 'Статьи не найдены', en: 'Articles not found' },
  close: { uk: 'Закрити', ru: 'Закрыть', en: 'Close' },
  previousPage: { uk: 'Попередня сторінка', ru: 'Предыдущая страница', en: 'Previous page' },
  nextPage: { uk: 'Наступна сторінка', ru: 'Следующая страница', en: 'Next page' },
  pageNumber: { uk: 'Сторінка {n}', ru: 'Страница {n}', en: 'Page {n}' },
  pagination: { uk: 'Сторінки', ru: 'Страницы', en: 'Pages' },
  opensInNewWindow: { uk: '(відкривається в новому вікні)', ru: '(открывается в новом окне)', en: '(opens in a new window)' },
} as const;
