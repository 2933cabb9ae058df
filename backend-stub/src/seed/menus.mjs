// Menu trees in the shape of the content system's entity/menu/{menu}/tree.
const link = (title, url, children = [], extra = {}) => ({ title, url, children, ...extra });

const MENUS = {
  main_menu: [
    link({ uk: 'Кредити', ru: 'Кредиты' }, '/credits', [
      link({ uk: 'Кредит готівкою', ru: 'Кредит наличными' }, { uk: '/product/kredyt-gotivkoiu', ru: '/product/kredit-nalichnymi' }),
      link({ uk: 'Кредитні картки', ru: 'Кредитные карты' }, '/credit-cards'),
    ]),
    link({ uk: 'Депозити', ru: 'Депозиты' }, '/deposits'),
    link({ uk: 'Картки', ru: 'Карты' }, '/cards'),
    link({ uk: 'Курси валют', ru: 'Курсы валют' }, '/rates'),
    link({ uk: 'Відділення та банкомати', ru: 'Отделения и банкоматы' }, '/branches'),
  ],
  'main-business': [
    link({ uk: 'Кредитування бізнесу', ru: 'Кредитование бизнеса' }, '/business/credits'),
    link({ uk: 'Розрахунково-касове обслуговування', ru: 'Расчётно-кассовое обслуживание' }, '/business/rko'),
    link({ uk: 'Депозити для бізнесу', ru: 'Депозиты для бизнеса' }, '/business/deposits'),
    link({ uk: 'Курси валют', ru: 'Курсы валют' }, '/business/rates'),
  ],
  'header-menu': [
    link({ uk: 'Про банк', ru: 'О банке' }, '/about'),
    link({ uk: 'Новини', ru: 'Новости' }, '/news'),
    link({ uk: 'Блог', ru: 'Блог' }, '/blog'),
  ],
  footer: [
    link({ uk: 'Про банк', ru: 'О банке' }, '/about'),
    link({ uk: 'Кар’єра', ru: 'Карьера' }, '/career'),
    link({ uk: 'Тарифи', ru: 'Тарифы' }, '/tariffs'),
    link({ uk: 'Контакти', ru: 'Контакты' }, '/contacts'),
  ],
  footer_bottom: [
    link({ uk: 'Політика конфіденційності', ru: 'Политика конфиденциальности' }, '/privacy'),
    link({ uk: 'Гарантування вкладів', ru: 'Гарантирование вкладов' }, 'https://www.fg.gov.ua/', [], { external: true }),
  ],
  social: [
    link({ uk: 'Facebook', ru: 'Facebook' }, 'https://www.facebook.com/', [], { external: true }),
    link({ uk: 'Telegram', ru: 'Telegram' }, 'https://t.me/', [], { external: true }),
  ],
  'social-share': [
    link({ uk: 'Facebook', ru: 'Facebook' }, 'https://www.facebook.com/sharer/sharer.php?u=', [], { external: true }),
    link({ uk: 'Telegram', ru: 'Telegram' }, 'https://t.me/share/url?url=', [], { external: true }),
  ],
  'quickly-pay': [
    link({ uk: 'Погасити кредит', ru: 'Погасить кредит' }, '/pay/credit'),
    link({ uk: 'Поповнити картку', ru: 'Пополнить карту' }, '/pay/card'),
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
      options: { external, attributes: { class: [] } },
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
