// Site-wide blocks the shell reads: the push block (notifications bell), the basic blocks (the chat
// switch) and the blocks placed in regions (the site notice).

export const PUSH_BLOCKS = [
  {
    id: 'push-special-offers',
    info: 'Спеціальні пропозиції',
    field_push: [
      {
        id: 'push-credit-cash',
        title: { uk: 'Кредит готівкою під 0,01% на перший місяць', ru: 'Кредит наличными под 0,01% на первый месяц' },
        body: {
          uk: '<p>Оформіть кредит готівкою до 31 грудня й сплачуйте лише 0,01% річних у перший місяць користування коштами. Рішення за 15 хвилин.</p>',
          ru: '<p>Оформите кредит наличными до 31 декабря и платите всего 0,01% годовых в первый месяц пользования средствами. Решение за 15 минут.</p>',
        },
        field_description: { uk: 'Діє до 31 грудня', ru: 'Действует до 31 декабря' },
        path: { alias: { uk: '/product/kredyt-gotivkoiu', ru: '/product/kredit-nalichnymi' } },
        image: null,
      },
      {
        id: 'push-deposit-online',
        title: { uk: 'Депозит «Онлайн» зі ставкою до 15%', ru: 'Депозит «Онлайн» со ставкой до 15%' },
        body: {
          uk: '<p>Відкрийте депозит у застосунку без візиту до відділення та отримуйте щомісячні виплати процентів на картку.</p>',
          ru: '<p>Откройте депозит в приложении без визита в отделение и получайте ежемесячные выплаты процентов на карту.</p>',
        },
        field_description: { uk: 'Для нових вкладників', ru: 'Для новых вкладчиков' },
        path: { alias: { uk: '/deposits/online', ru: '/deposits/online' } },
        image: null,
      },
      {
        id: 'push-cashback',
        title: { uk: 'Кешбек 10% на АЗС', ru: 'Кешбэк 10% на АЗС' },
        body: {
          uk: '<p>Розраховуйтеся карткою банку на заправках мережі-партнера та повертайте 10% вартості пального щомісяця.</p>',
          ru: '<p>Расплачивайтесь картой банка на заправках сети-партнёра и возвращайте 10% стоимости топлива ежемесячно.</p>',
        },
        field_description: { uk: 'До 500 грн на місяць', ru: 'До 500 грн в месяц' },
        path: { alias: { uk: '/cards/debit', ru: '/cards/debit' } },
        image: null,
      },
    ],
  },
];

export const BASIC_BLOCKS = [
  {
    id: 'basic-chat-switch',
    // The shell finds the chat switch by this label; editors type the word for "enabled" to switch it on.
    info: 'chat',
    body: { uk: '<p>Онлайн-чат: увімкнено</p>', ru: '<p>Онлайн-чат: включено</p>' },
  },
];

export const REGION_BLOCKS = [
  {
    id: 'site-notice',
    region: 'notice',
    weight: 0,
    settings: {
      label: { uk: 'Важливе повідомлення', ru: 'Важное сообщение' },
      body: {
        uk: '<p>У ніч з суботи на неділю з 01:00 до 03:00 можливі перерви в роботі інтернет-банкінгу через планові технічні роботи.</p>',
        ru: '<p>В ночь с субботы на воскресенье с 01:00 до 03:00 возможны перерывы в работе интернет-банкинга из-за плановых технических работ.</p>',
      },
      field_disabled: false,
    },
  },
];
