import { documentFile } from './content-documents.mjs';
import { illustration } from './content-images.mjs';

// The page with every presentational block of mf-content, with the CMS fields each one reads.
const block = (id, type, weight, attributes) => ({ id, type, weight, attributes });
const item = (titleUk, titleRu, textUk, textRu, extra = {}) => ({
  field_title: { uk: titleUk, ru: titleRu },
  field_description: { processed: { uk: `<p>${textUk}</p>`, ru: `<p>${textRu}</p>` } },
  ...extra,
});

const CARDS = [
  ['Visa Classic', 'Visa Classic', 'Безкоштовне обслуговування першого року', 'Бесплатное обслуживание первого года'],
  ['Mastercard Gold', 'Mastercard Gold', 'Кешбек до 5% у ресторанах', 'Кешбэк до 5% в ресторанах'],
  ['Visa Platinum', 'Visa Platinum', 'Доступ до бізнес-залів аеропортів', 'Доступ в бизнес-залы аэропортов'],
  ['Mastercard World', 'Mastercard World', 'Страхування подорожей включено', 'Страхование путешествий включено'],
  ['Visa Infinite', 'Visa Infinite', 'Персональний консьєрж 24/7', 'Персональный консьерж 24/7'],
];

export function showcaseBlocks() {
  return [
    block('showcase-banner', 'baner', 0, {
      field_block_title: { uk: 'Кешбек до 10% з новою карткою', ru: 'Кешбэк до 10% с новой картой' },
      field_subtitle: { uk: 'Оформлення онлайн за 5 хвилин', ru: 'Оформление онлайн за 5 минут' },
      field_tekst_bannera: { uk: '<p>Без комісії за обслуговування першого року.</p>', ru: '<p>Без комиссии за обслуживание первого года.</p>' },
      field_picture: { ...illustration('card', 'green', 960, 600), meta: { alt: { uk: 'Картка банку', ru: 'Карта банка' } } },
      field_link: { uri: 'internal:/products/cards', title: { uk: 'Обрати картку', ru: 'Выбрать карту' } },
    }),
    block('showcase-tabs', 'tabs', 1, {
      field_block_title: { uk: 'Для кого наші послуги', ru: 'Для кого наши услуги' },
      field_tabs: [
        { type: 'paragraph--tab', id: 'tab-individuals' },
        { type: 'paragraph--tab', id: 'tab-business' },
        { type: 'paragraph--tab', id: 'tab-premium' },
      ],
    }),
    block('showcase-info-popup', 'info_block_popup', 2, {
      field_block_title: { uk: 'Переваги депозиту', ru: 'Преимущества депозита' },
      field_list_item: [
        item('Щомісячні виплати', 'Ежемесячные выплаты', 'Відсотки щомісяця на картку.', 'Проценты ежемесячно на карту.', {
          field_pop_up: {
            processed: {
              uk: '<p>Відсотки нараховуються щодня і виплачуються першого числа кожного місяця.</p>',
              ru: '<p>Проценты начисляются ежедневно и выплачиваются первого числа каждого месяца.</p>',
            },
          },
        }),
        item('Гарантія вкладів', 'Гарантия вкладов', 'Вклади гарантовано державою.', 'Вклады гарантированы государством.', {
          field_pop_up: {
            processed: {
              uk: '<p>Фонд гарантування вкладів відшкодовує всю суму вкладу.</p>',
              ru: '<p>Фонд гарантирования вкладов возмещает всю сумму вклада.</p>',
            },
          },
        }),
      ],
    }),
    block('showcase-info-image', 'info_block_image', 3, {
      field_block_title: { uk: 'Як відкрити рахунок', ru: 'Как открыть счёт' },
      field_list_item: [
        item('Завантажте застосунок', 'Скачайте приложение', 'Для iOS та Android.', 'Для iOS и Android.', {
          field_picture: { ...illustration('phone', 'blue', 480, 280), meta: { alt: '' } },
        }),
        item('Пройдіть ідентифікацію', 'Пройдите идентификацию', 'Через Дію за хвилину.', 'Через Дію за минуту.', {
          field_picture: { ...illustration('idea', 'blue', 480, 280), meta: { alt: '' } },
        }),
      ],
    }),
    block('showcase-payment-cards', 'payment_cards', 4, {
      field_block_title: { uk: 'Платіжні картки', ru: 'Платёжные карты' },
      field_list_item: CARDS.map(([uk, ru, textUk, textRu]) => item(uk, ru, textUk, textRu)),
    }),
    block('showcase-table', 'table', 5, {
      field_block_title: { uk: 'Тарифи на перекази', ru: 'Тарифы на переводы' },
      body: {
        processed: {
          uk: '<table><thead><tr><th>Операція</th><th>Комісія</th></tr></thead><tbody><tr><td>Переказ на картку банку</td><td>0 грн</td></tr><tr><td>Переказ на картку іншого банку</td><td>0,5%</td></tr></tbody></table>',
          ru: '<table><thead><tr><th>Операция</th><th>Комиссия</th></tr></thead><tbody><tr><td>Перевод на карту банка</td><td>0 грн</td></tr><tr><td>Перевод на карту другого банка</td><td>0,5%</td></tr></tbody></table>',
        },
      },
    }),
    block('showcase-contacts', 'contact_block', 6, {
      field_block_title: { uk: 'Головний офіс', ru: 'Главный офис' },
      field_list_item: [
        item('Адреса', 'Адрес', 'м. Київ, вул. Хрещатик, 22', 'г. Киев, ул. Крещатик, 22'),
        item('Графік роботи', 'График работы', 'Пн–Пт 9:00–18:00', 'Пн–Пт 9:00–18:00'),
      ],
    }),
    block('showcase-contacts-long', 'contact_block_long', 7, {
      field_block_title: { uk: 'Зв’язатися з нами', ru: 'Связаться с нами' },
      field_phone_description_long: [
        { first: { uk: 'Гаряча лінія', ru: 'Горячая линия' }, second: '0 800 500 500' },
        { first: { uk: 'Електронна пошта', ru: 'Электронная почта' }, second: 'info@bank.example' },
        { first: { uk: 'Для листів', ru: 'Для писем' }, second: { uk: 'а/с 15, м. Київ', ru: 'а/я 15, г. Киев' } },
      ],
    }),
    block('showcase-block-list', 'block_list', 8, {
      field_block_title: { uk: 'Реквізити для поповнення', ru: 'Реквизиты для пополнения' },
      field_list_item: [
        item('IBAN', 'IBAN', 'UA213223130000026007233566001', 'UA213223130000026007233566001'),
        item('ЄДРПОУ', 'ЕГРПОУ', '14360570', '14360570'),
      ],
    }),
    block('showcase-landing', 'new_banner_landing', 9, {
      field_block_title: { uk: 'Кредит на навчання', ru: 'Кредит на обучение' },
      field_subtitle: { uk: 'До 200 000 грн на 5 років', ru: 'До 200 000 грн на 5 лет' },
      body: { processed: { uk: '<p>Оплачуйте навчання частинами.</p>', ru: '<p>Оплачивайте обучение частями.</p>' } },
      field_picture: { ...illustration('study', 'amber', 960, 600), meta: { alt: '' } },
      field_link: [
        { uri: '#conditions', title: { uk: 'Умови', ru: 'Условия' }, options: { type: 'anchor' } },
        { uri: 'https://edu.bank.example/apply', title: { uk: 'Подати заявку', ru: 'Подать заявку' }, options: { type: 'external' } },
      ],
    }),
    block('showcase-archive', 'archive', 10, {
      field_block_title: { uk: 'Архів тарифів', ru: 'Архив тарифов' },
      field_custom_design: 'accordion',
      field_archive: [
        { title: '2024', files: [documentFile('taryfy-2024.pdf', 'showcase/taryfy-2024.pdf')] },
        { title: '2023', files: [documentFile('taryfy-2023.pdf', 'showcase/taryfy-2023.pdf')] },
      ],
    }),
    block('showcase-video', 'block_for_video', 11, {
      field_block_title: { uk: 'Відео про застосунок', ru: 'Видео о приложении' },
      field_youtube: { video_id: 'dQw4w9WgXcQ', title: { uk: 'Як користуватися застосунком', ru: 'Как пользоваться приложением' } },
    }),
    // Rich text whose slide_toggle items collapse (the second without scrolling), and a show-more wrapper.
    block('showcase-slide-toggle', 'basic', 14, {
      field_block_title: { uk: 'Умови обслуговування', ru: 'Условия обслуживания' },
      body: {
        processed: {
          uk: '<p>Оберіть питання, щоб побачити відповідь.</p><div class="slide_toggle"><h3>Скільки коштує обслуговування?</h3><p>Обслуговування рахунку безкоштовне для всіх клієнтів.</p></div><div class="slide_toggle slide_toggle_no_scroll"><h3>Які ліміти на зняття готівки?</h3><p>До 100 000 грн на добу в банкоматах банку.</p></div>',
          ru: '<p>Выберите вопрос, чтобы увидеть ответ.</p><div class="slide_toggle"><h3>Сколько стоит обслуживание?</h3><p>Обслуживание счёта бесплатное для всех клиентов.</p></div><div class="slide_toggle slide_toggle_no_scroll"><h3>Какие лимиты на снятие наличных?</h3><p>До 100 000 грн в сутки в банкоматах банка.</p></div>',
        },
      },
    }),
    block('showcase-show-more', 'basic', 15, {
      field_block_title: { uk: 'Про банк', ru: 'О банке' },
      body: {
        processed: { uk: '<p>Банк працює для приватних осіб і бізнесу з 1992 року.</p>', ru: '<p>Банк работает для частных лиц и бизнеса с 1992 года.</p>' },
      },
      field_show_more: {
        processed: {
          uk: '<p>Сьогодні мережа банку — 120 відділень у 24 областях і понад 900 банкоматів.</p>',
          ru: '<p>Сегодня сеть банка — 120 отделений в 24 областях и более 900 банкоматов.</p>',
        },
      },
    }),
    block('showcase-unsafe-html', 'basic', 12, {
      field_block_title: { uk: 'Новини від редакції', ru: 'Новости от редакции' },
      body: {
        processed: {
          uk: '<p>Безпечний текст.</p><script>window.__cmsScriptRan = true</script><img src="x" onerror="window.__cmsScriptRan = true" alt="">&lt;script&gt;alert(1)&lt;/script&gt;',
          ru: '<p>Безопасный текст.</p><script>window.__cmsScriptRan = true</script><img src="x" onerror="window.__cmsScriptRan = true" alt="">&lt;script&gt;alert(1)&lt;/script&gt;',
        },
      },
    }),
    block('showcase-fly-date', 'fly_date_calculate', 13, { field_block_title: 'fly' }),
  ];
}
