// The branches and ATMs page: the map block alone, under a page title and a short introduction.
export default [
  {
    key: 'branches',
    alias: { uk: '/branches', ru: '/branches' },
    audience: 'individuals',
    title: { uk: 'Відділення та банкомати', ru: 'Отделения и банкоматы' },
    description: {
      uk: 'Адреси, графік роботи та маршрути до відділень, бізнес-центрів і банкоматів банку по всій Україні.',
      ru: 'Адреса, график работы и маршруты к отделениям, бизнес-центрам и банкоматам банка по всей Украине.',
    },
    body: {
      uk: '<p>Знайдіть найближче відділення чи банкомат і прокладіть маршрут пішки або автомобілем.</p>',
      ru: '<p>Найдите ближайшее отделение или банкомат и проложите маршрут пешком или на автомобиле.</p>',
    },
    breadcrumbs: [
      { title: { uk: 'Головна', ru: 'Главная' }, url: '/' },
      { title: { uk: 'Відділення та банкомати', ru: 'Отделения и банкоматы' }, url: null },
    ],
    blocks: [
      {
        id: 'branches-map',
        type: 'map',
        weight: 0,
        attributes: { field_block_title: { uk: 'Знайдіть відділення або банкомат', ru: 'Найдите отделение или банкомат' } },
      },
    ],
  },
];
