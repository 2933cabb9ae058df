import { EXPERTS } from '../content-experts.mjs';
import { showcaseBlocks } from '../content-showcase.mjs';
import { moreShowcaseBlocks } from '../content-showcase-more.mjs';

// Pages of mf-content: every content-list type, the blog, experts, partners, product families with
// compare, and a page with every presentational block.
const block = (id, type, weight, attributes) => ({ id, type, weight, attributes });
const same = (alias) => ({ uk: alias, ru: alias });
const home = { title: { uk: 'Головна', ru: 'Главная' }, url: '/' };

const list = (id, type, attributes = {}) => block(id, 'content', 0, { field_type: type, field_view_mode: 'teaser', field_pagination: true, ...attributes });

function listPage(key, alias, title, type, attributes = {}, description = title) {
  return {
    key,
    alias: same(alias),
    audience: 'individuals',
    title,
    description,
    body: { uk: '', ru: '' },
    breadcrumbs: [home, { title, url: null }],
    blocks: [list(`${key}-list`, type, attributes)],
  };
}

const GENERIC_LISTS = [
  ['tenders', { uk: 'Тендери', ru: 'Тендеры' }],
  ['decision', { uk: 'Рішення органів управління', ru: 'Решения органов управления' }],
  ['info_for_shareholders', { uk: 'Інформація для акціонерів', ru: 'Информация для акционеров' }],
  ['bank_awards', { uk: 'Нагороди банку', ru: 'Награды банка' }],
  ['press_service', { uk: 'Пресслужба', ru: 'Пресс-служба' }],
  ['normative_docs', { uk: 'Нормативні документи', ru: 'Нормативные документы' }],
  ['registered_orders', { uk: 'Зареєстровані розпорядження', ru: 'Зарегистрированные распоряжения' }],
  ['article', { uk: 'Статті', ru: 'Статьи' }],
  ['ownership_structure', { uk: 'Структура власності', ru: 'Структура собственности' }],
  ['guarantees', { uk: 'Банківські гарантії', ru: 'Банковские гарантии' }],
];

const FAMILIES = [
  ['credits', 'family-credits', { uk: 'Кредити для приватних осіб', ru: 'Кредиты для частных лиц' }],
  ['cards', 'family-cards', { uk: 'Платіжні картки', ru: 'Платёжные карты' }],
  ['deposits', 'family-deposits', { uk: 'Депозити та заощадження', ru: 'Депозиты и сбережения' }],
];

function productPage([slug, family, title]) {
  return {
    key: `products-${slug}`,
    alias: same(`/products/${slug}`),
    audience: 'individuals',
    title,
    description: title,
    body: { uk: '', ru: '' },
    breadcrumbs: [home, { title, url: null }],
    blocks: [
      block(`products-${slug}-cards`, 'content', 0, { field_type: 'products', field_view_mode: 'card', field_category: family }),
      block(`products-${slug}-compare`, 'compare_panel', 1, { field_block_title: { uk: 'Порівняння продуктів', ru: 'Сравнение продуктов' } }),
    ],
  };
}

function expertPage(expert, index) {
  const name = { uk: `${expert.name.uk} ${expert.surname.uk}`, ru: `${expert.name.ru} ${expert.surname.ru}` };
  return {
    key: `expert-${expert.slug}`,
    alias: same(`/experts/${expert.slug}`),
    audience: 'individuals',
    title: name,
    description: expert.experience,
    body: { uk: '', ru: '' },
    breadcrumbs: [home, { title: { uk: 'Експерти', ru: 'Эксперты' }, url: '/experts' }, { title: name, url: null }],
    blocks: [
      block(`expert-${expert.slug}-profile`, 'expert_profile', 0, { field_user: expert.id }),
      block(`expert-${expert.slug}-blog`, 'content', 1, {
        field_type: 'blog',
        field_author: expert.id,
        field_block_title: { uk: 'Статті автора', ru: 'Статьи автора' },
        // The first expert shows the slider variant of the expert blog block.
        ...(index === 0 ? { field_view_mode: 'block_2', field_qty: 6 } : { field_view_mode: 'teaser', field_pagination: true, field_items_on_page: 2 }),
      }),
    ],
  };
}

export default [
  listPage('news', '/news', { uk: 'Новини банку', ru: 'Новости банка' }, 'news'),
  listPage('blog', '/blog', { uk: 'Блог', ru: 'Блог' }, 'blog', { field_items_on_page: 6 }),
  listPage('career', '/career', { uk: 'Кар’єра в банку', ru: 'Карьера в банке' }, 'career', { field_items_on_page: 4 }),
  listPage('faq', '/faq', { uk: 'Часті запитання клієнтів', ru: 'Частые вопросы клиентов' }, 'faq', { field_items_on_page: 5 }),
  listPage('partners', '/partners', { uk: 'Партнери програми «Оплата частинами»', ru: 'Партнёры программы «Оплата частями»' }, 'partners', {
    field_items_on_page: 30,
    field_pagination: false,
  }),
  listPage('leadership', '/about/leadership', { uk: 'Керівництво банку', ru: 'Руководство банка' }, 'leadership', {
    field_pagination: false,
    field_items_on_page: 20,
  }),
  listPage('bank-history', '/about/history', { uk: 'Історія банку', ru: 'История банка' }, 'bank_history', { field_items_on_page: 5 }),
  listPage('finance-reports', '/about/reports', { uk: 'Фінансова звітність', ru: 'Финансовая отчётность' }, 'finance_reports', {
    field_year_filter: true,
    field_view_mode: 'title_only',
  }),
  listPage('press-archive', '/press-archive', { uk: 'Архів новин', ru: 'Архив новостей' }, 'news', { field_year_filter: true, field_items_on_page: 3 }),
  listPage('unknown-list', '/about/team', { uk: 'Наша команда', ru: 'Наша команда' }, 'team_members', { field_pagination: false, field_items_on_page: 20 }),
  ...GENERIC_LISTS.map(([type, title]) => listPage(`list-${type}`, `/lists/${type}`, title, type, { field_items_on_page: 5 })),
  ...FAMILIES.map(productPage),
  {
    key: 'products-all',
    alias: same('/products'),
    audience: 'individuals',
    title: { uk: 'Продукти банку', ru: 'Продукты банка' },
    description: { uk: 'Кредити, картки та депозити', ru: 'Кредиты, карты и депозиты' },
    body: { uk: '', ru: '' },
    breadcrumbs: [home, { title: { uk: 'Продукти банку', ru: 'Продукты банка' }, url: null }],
    blocks: [
      block('products-carousel', 'content', 0, {
        field_type: 'products',
        field_view_mode: 'carousel',
        field_block_title: { uk: 'Популярні продукти', ru: 'Популярные продукты' },
        field_slides: 3,
        field_autoplay_speed: 6000,
      }),
      block('products-all-compare', 'compare_panel', 1, { field_block_title: { uk: 'Порівняння продуктів', ru: 'Сравнение продуктов' } }),
    ],
  },
  {
    key: 'experts',
    alias: same('/experts'),
    audience: 'individuals',
    title: { uk: 'Експерти банку', ru: 'Эксперты банка' },
    description: { uk: 'Автори нашого блогу', ru: 'Авторы нашего блога' },
    body: { uk: '', ru: '' },
    breadcrumbs: [home, { title: { uk: 'Експерти', ru: 'Эксперты' }, url: null }],
    blocks: [block('experts-cards', 'content', 0, { field_type: 'experts' })],
  },
  ...EXPERTS.map(expertPage),
  {
    key: 'blocks-showcase',
    alias: same('/blocks-showcase'),
    audience: 'individuals',
    title: { uk: 'Усі блоки сторінки', ru: 'Все блоки страницы' },
    description: { uk: 'Кожен тип блока сайту', ru: 'Каждый тип блока сайта' },
    body: { uk: '', ru: '' },
    breadcrumbs: [home, { title: { uk: 'Усі блоки', ru: 'Все блоки' }, url: null }],
    blocks: [...showcaseBlocks(), ...moreShowcaseBlocks()],
  },
];
