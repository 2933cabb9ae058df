// Menu trees in the shape of the content system's entity/menu/{menu}/tree.
const link = (title, url, children = [], extra = {}) => ({ title, url, children, ...extra });

const external = (title, url, children = [], extra = {}) => link(title, url, children, { external: true, ...extra });

// The internet-banking login menu and the app download link live in header-menu, marked by their
// CSS class as the content editors mark them; the shell places them in the right-hand cluster and the top bar.
const internetBanking = link(
  { uk: 'Інтернет-банкінг', ru: 'Интернет-банкинг' },
  '/internet-banking',
  [
    external({ uk: 'Для приватних осіб', ru: 'Для частных лиц' }, 'https://online.bank.example/login'),
    external({ uk: 'Для бізнесу', ru: 'Для бизнеса' }, 'https://business.bank.example/login'),
  ],
  { classes: ['internet-banking'] },
);

const appDownload = external({ uk: 'Завантажити застосунок', ru: 'Скачать приложение' }, 'https://app.bank.example/download', [], {
  classes: ['app-download'],
});

const MENUS = {
  main_menu: [
    link({ uk: 'Кредити', ru: 'Кредиты' }, '/credits', [
      link({ uk: 'Кредит готівкою', ru: 'Кредит наличными' }, { uk: '/product/kredyt-gotivkoiu', ru: '/product/kredit-nalichnymi' }),
      link({ uk: 'Кредитні картки', ru: 'Кредитные карты' }, '/credit-cards'),
      link({ uk: 'Іпотека', ru: 'Ипотека' }, '/mortgage'),
      link({ uk: 'Рефінансування', ru: 'Рефинансирование' }, '/refinancing'),
      link({ uk: 'Оплата частинами', ru: 'Оплата частями' }, '/installments'),
    ]),
    link({ uk: 'Депозити', ru: 'Депозиты' }, '/deposits', [
      link({ uk: 'Депозит «Класичний»', ru: 'Депозит «Классический»' }, '/deposits/classic'),
      link({ uk: 'Депозит «Онлайн»', ru: 'Депозит «Онлайн»' }, '/deposits/online'),
      link({ uk: 'Накопичувальний рахунок', ru: 'Накопительный счёт' }, '/deposits/savings'),
    ]),
    link({ uk: 'Картки', ru: 'Карты' }, '/cards', [
      link({ uk: 'Дебетові картки', ru: 'Дебетовые карты' }, '/cards/debit'),
      link({ uk: 'Зарплатна картка', ru: 'Зарплатная карта' }, '/cards/salary'),
      link({ uk: 'Картка для виплат', ru: 'Карта для выплат' }, '/cards/social'),
    ]),
    link({ uk: 'Перекази та платежі', ru: 'Переводы и платежи' }, '/payments', [
      link({ uk: 'Переказ з картки на картку', ru: 'Перевод с карты на карту' }, '/payments/card-to-card'),
      link({ uk: 'Оплата комунальних послуг', ru: 'Оплата коммунальных услуг' }, '/payments/utilities'),
    ]),
    link({ uk: 'Курси валют', ru: 'Курсы валют' }, '/rates'),
    link({ uk: 'Відділення та банкомати', ru: 'Отделения и банкоматы' }, '/branches'),
  ],
  'main-business': [
    link({ uk: 'Кредитування бізнесу', ru: 'Кредитование бизнеса' }, '/business/credits', [
      link({ uk: 'Кредит на поповнення обігових коштів', ru: 'Кредит на пополнение оборотных средств' }, '/business/credits/working-capital'),
      link({ uk: 'Овердрафт', ru: 'Овердрафт' }, '/business/credits/overdraft'),
      link({ uk: 'Лізинг техніки', ru: 'Лизинг техники' }, '/business/credits/leasing'),
    ]),
    link({ uk: 'Розрахунково-касове обслуговування', ru: 'Расчётно-кассовое обслуживание' }, '/business/rko', [
      link({ uk: 'Рахунок для ФОП', ru: 'Счёт для ФЛП' }, '/business/rko/fop'),
      link({ uk: 'Рахунок для юридичних осіб', ru: 'Счёт для юридических лиц' }, '/business/rko/legal'),
      link({ uk: 'Тарифні пакети', ru: 'Тарифные пакеты' }, '/business/rko/packages'),
    ]),
    link({ uk: 'Депозити для бізнесу', ru: 'Депозиты для бизнеса' }, '/business/deposits'),
    link({ uk: 'Зарплатний проєкт', ru: 'Зарплатный проект' }, '/business/salary'),
    link({ uk: 'Еквайринг', ru: 'Эквайринг' }, '/business/acquiring'),
    link({ uk: 'Курси валют', ru: 'Курсы валют' }, '/business/rates'),
  ],
  'header-menu': [
    link({ uk: 'Про банк', ru: 'О банке' }, '/about'),
    link({ uk: 'Новини', ru: 'Новости' }, '/news'),
    link({ uk: 'Блог', ru: 'Блог' }, '/blog'),
    internetBanking,
    appDownload,
  ],
  // The second menu's pages are here too: on phones the footer is where a visitor looks for them.
  footer: [
    link({ uk: 'Про банк', ru: 'О банке' }, '/about'),
    link({ uk: 'Новини', ru: 'Новости' }, '/news'),
    link({ uk: 'Блог', ru: 'Блог' }, '/blog'),
    link({ uk: 'Кар’єра', ru: 'Карьера' }, '/career'),
    link({ uk: 'Тарифи', ru: 'Тарифы' }, '/tariffs'),
    link({ uk: 'Фінансова звітність', ru: 'Финансовая отчётность' }, '/about/reports'),
    link({ uk: 'Контакти', ru: 'Контакты' }, '/contacts'),
    link({ uk: 'Зворотний зв’язок', ru: 'Обратная связь' }, '/feedback'),
  ],
  footer_bottom: [
    link({ uk: 'Політика конфіденційності', ru: 'Политика конфиденциальности' }, '/privacy'),
    link({ uk: 'Захист прав споживачів', ru: 'Защита прав потребителей' }, '/consumer-rights'),
    external({ uk: 'Гарантування вкладів', ru: 'Гарантирование вкладов' }, 'https://www.fg.gov.ua/'),
  ],
  social: [
    external({ uk: 'Facebook', ru: 'Facebook' }, 'https://www.facebook.com/'),
    external({ uk: 'Telegram', ru: 'Telegram' }, 'https://t.me/'),
    external({ uk: 'Instagram', ru: 'Instagram' }, 'https://www.instagram.com/'),
    external({ uk: 'YouTube', ru: 'YouTube' }, 'https://www.youtube.com/'),
  ],
  'social-share': [
    external({ uk: 'Facebook', ru: 'Facebook' }, 'https://www.facebook.com/sharer/sharer.php?u='),
    external({ uk: 'Telegram', ru: 'Telegram' }, 'https://t.me/share/url?url='),
  ],
  'quickly-pay': [
    link({ uk: 'Погасити кредит', ru: 'Погасить кредит' }, '/pay/credit'),
    link({ uk: 'Поповнити картку', ru: 'Пополнить карту' }, '/pay/card'),
    link({ uk: 'Сплатити за реквізитами', ru: 'Оплатить по реквизитам' }, '/pay/details'),
  ],
  'order-quickly': [link({ uk: 'Замовити картку', ru: 'Заказать карту' }, '/cards')],
  'oplata-chastynamy': [link({ uk: 'Оплата частинами', ru: 'Оплата частями' }, '/installments')],
};

function pick(value, language) {
  return value && typeof value === 'object' ? (value[language] ?? value.uk) : value;
}

function toTree(items, language) {
  return items.map((item, index) => {
    const target = pick(item.url, language);
    const external = Boolean(item.external);
    return {
      title: pick(item.title, language),
      url: external ? target : `/${language}${target}`,
      description: null,
      weight: index,
      expanded: item.children.length > 0,
      has_children: item.children.length > 0,
      options: { external, attributes: { class: item.classes ?? [] } },
      meta_data: { entity_id: `${index}` },
      subtree: toTree(item.children, language),
    };
  });
}

export const MENU_NAMES = Object.keys(MENUS);

export function menuTree(name, language) {
  const items = MENUS[name];
  return items ? toTree(items, language) : null;
}
