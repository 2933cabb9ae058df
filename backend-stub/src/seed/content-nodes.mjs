import { contentListNodes } from './content-lists.mjs';
import { blogNodes, EXPERTS } from './content-experts.mjs';
import { partnerNodes } from './content-partners.mjs';
import { productNodes } from './content-products.mjs';

/**
 * A node as the seeds write it; text is { uk, ru } wherever it differs per language, resolved by `localise`.
 * @typedef {object} ContentNode
 * @property {string} id
 * @property {string} type
 * @property {string} created ISO date
 * @property {number} [weight]
 * @property {{ uk: string, ru: string }} title
 * @property {{ uk: string, ru: string }} body
 * @property {{ url: string, width: number, height: number }} [image]
 * @property {Record<string, string | string[]>} [relations] term or expert ids by relationship field
 * @property {Record<string, unknown>} [fields] further attributes, served as they are
 */

/**
 * Every node the stand-in serves at /jsonapi/node/{type}.
 * @type {ContentNode[]}
 */
export const NODES = [...contentListNodes(), ...blogNodes(), ...partnerNodes(), ...productNodes()];

/** Where a node's own page lives on the site, without the language: its path alias. */
export const nodeAlias = (node) => `/${node.type}/${node.id}`;

export { EXPERTS };

// View displays of node types: which fields a list shows in each view mode.
export const VIEW_MODES = {
  teaser: { label: 'Teaser', fields: ['title', 'created', 'image', 'summary'] },
  full: { label: 'Full content', fields: ['title', 'created', 'body'] },
  card: { label: 'Card', fields: ['title', 'image', 'summary'] },
  title_only: { label: 'Title', fields: ['title', 'created'] },
  block_2: { label: 'Slider', fields: ['title', 'created', 'image', 'summary'] },
};

// Sliders delivered by /jsonapi/wise/{slider}.
export const SLIDERS = {
  'main-slider': [
    {
      id: 'slide-1',
      title: { uk: 'Кешбек до 10% з карткою «Універсальна»', ru: 'Кешбэк до 10% с картой «Универсальная»' },
      text: { uk: 'Оформіть онлайн за 5 хвилин', ru: 'Оформите онлайн за 5 минут' },
      link: { uk: '/uk/products/cards', ru: '/ru/products/cards' },
    },
    {
      id: 'slide-2',
      title: { uk: 'Депозит «Щедрий» — до 16,5% річних', ru: 'Депозит «Щедрый» — до 16,5% годовых' },
      text: { uk: 'Відкрийте у застосунку', ru: 'Откройте в приложении' },
      link: { uk: '/uk/products/deposits', ru: '/ru/products/deposits' },
    },
    {
      id: 'slide-3',
      title: { uk: 'Кредит готівкою без довідок', ru: 'Кредит наличными без справок' },
      text: { uk: 'Рішення за 15 хвилин', ru: 'Решение за 15 минут' },
      link: { uk: '/uk/products/credits', ru: '/ru/products/credits' },
    },
  ],
};

// Paragraph entities referenced by blocks (e.g. the panels of a tabs block).
export const PARAGRAPHS = {
  tab: [
    {
      id: 'tab-individuals',
      field_title: { uk: 'Для приватних осіб', ru: 'Для частных лиц' },
      field_description: {
        uk: '<p>Картки, депозити та кредити з обслуговуванням у застосунку.</p>',
        ru: '<p>Карты, депозиты и кредиты с обслуживанием в приложении.</p>',
      },
    },
    {
      id: 'tab-business',
      field_title: { uk: 'Для бізнесу', ru: 'Для бизнеса' },
      field_description: {
        uk: '<p>Рахунки ФОП і ТОВ, еквайринг та зарплатний проєкт.</p>',
        ru: '<p>Счета ФЛП и ООО, эквайринг и зарплатный проект.</p>',
      },
    },
    {
      id: 'tab-acquiring-pos',
      field_title: { uk: 'Термінал', ru: 'Терминал' },
      field_description: {
        uk: '<p>Стаціонарний або мобільний термінал з NFC: картки, Apple Pay і Google Pay. Чек друкується або надсилається покупцю в SMS.</p>',
        ru: '<p>Стационарный или мобильный терминал с NFC: карты, Apple Pay и Google Pay. Чек печатается или отправляется покупателю в SMS.</p>',
      },
    },
    {
      id: 'tab-acquiring-qr',
      field_title: { uk: 'QR-оплата', ru: 'QR-оплата' },
      field_description: {
        uk: '<p>Покупець сканує QR-код на касі або в рахунку й оплачує в застосунку свого банку. Підходить кур’єрам і кав’ярням без термінала.</p>',
        ru: '<p>Покупатель сканирует QR-код на кассе или в счёте и оплачивает в приложении своего банка. Подходит курьерам и кофейням без терминала.</p>',
      },
    },
    {
      id: 'tab-acquiring-online',
      field_title: { uk: 'Інтернет-еквайринг', ru: 'Интернет-эквайринг' },
      field_description: {
        uk: '<p>Платіжна сторінка або модуль для вашого сайту: оплата карткою, Apple Pay, Google Pay і частинами. Підключення за 2 дні.</p>',
        ru: '<p>Платёжная страница или модуль для вашего сайта: оплата картой, Apple Pay, Google Pay и частями. Подключение за 2 дня.</p>',
      },
    },
    {
      id: 'tab-premium',
      field_title: { uk: 'Преміум', ru: 'Премиум' },
      field_description: {
        uk: '<p>Персональний менеджер і консьєрж-сервіс 24/7.</p>',
        ru: '<p>Персональный менеджер и консьерж-сервис 24/7.</p>',
      },
    },
  ],
};
