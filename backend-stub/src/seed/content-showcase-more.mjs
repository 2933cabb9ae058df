import { documentFile } from './content-documents.mjs';
import { illustration, paletteOf } from './content-images.mjs';

// More presentational blocks of mf-content for the page with every block: debt portfolio, lending hero,
// configs (slider and plain), partners, guarantees, accordion with files and multi-table text.
const block = (id, type, weight, attributes) => ({ id, type, weight, attributes });
const html = (uk, ru) => ({ processed: { uk, ru } });
const item = (titleUk, titleRu, textUk, textRu, extra = {}) => ({
  field_title: { uk: titleUk, ru: titleRu },
  field_description: html(`<p>${textUk}</p>`, `<p>${textRu}</p>`),
  ...extra,
});
const file = (nameUk, nameRu, path) => documentFile({ uk: nameUk, ru: nameRu }, path);

const SERVICES = [
  ['Інтернет-банкінг', 'Интернет-банкинг', 'Рахунки, картки та платежі онлайн 24/7.', 'Счета, карты и платежи онлайн 24/7.'],
  ['Зарплатний проєкт', 'Зарплатный проект', 'Картки для працівників без комісії за зарахування.', 'Карты для сотрудников без комиссии за зачисление.'],
  ['Еквайринг', 'Эквайринг', 'Термінали та QR-оплата для вашого магазину.', 'Терминалы и QR-оплата для вашего магазина.'],
  ['Валютний контроль', 'Валютный контроль', 'Супровід зовнішньоекономічних операцій.', 'Сопровождение внешнеэкономических операций.'],
  ['Інкасація', 'Инкассация', 'Доставка готівки до банку щодня.', 'Доставка наличных в банк ежедневно.'],
];

const ADVANTAGES = [
  ['Кешбек 5%', 'Кэшбэк 5%', 'на АЗС і в супермаркетах', 'на АЗС и в супермаркетах'],
  ['0 грн', '0 грн', 'за випуск і обслуговування', 'за выпуск и обслуживание'],
  ['Apple Pay', 'Apple Pay', 'і Google Pay одразу', 'и Google Pay сразу'],
];

const PARTNERS = [
  ['Фокстрот', 'Фокстрот', 'Техніка частинами до 24 місяців.', 'Техника частями до 24 месяцев.', 'https://www.foxtrot.com.ua/', '#c8102e'],
  ['Епіцентр', 'Эпицентр', 'Товари для дому з кешбеком.', 'Товары для дома с кэшбэком.', 'https://epicentrk.ua/', '#1f6f3f'],
  ['Укрзалізниця', 'Укрзализница', 'Квитки без комісії.', 'Билеты без комиссии.', 'https://uz.gov.ua/', '#0b5a8f'],
];

const TARIFF_TABLE = (rows) =>
  `<table><thead><tr><th>${rows[0][0]}</th><th>${rows[0][1]}</th></tr></thead><tbody>${rows
    .slice(1)
    .map(([name, price]) => `<tr><td>${name}</td><td>${price}</td></tr>`)
    .join('')}</tbody></table>`;

export function moreShowcaseBlocks() {
  return [
    block('showcase-debt-portfolio', 'credit_debt_briefcase', 14, {
      field_block_title: { uk: 'Продаж кредитного портфеля', ru: 'Продажа кредитного портфеля' },
      body: html(
        '<p>Банк продає права вимоги за кредитними договорами. Торги проходять на електронному майданчику, паспорти лотів — нижче.</p>',
        '<p>Банк продаёт права требования по кредитным договорам. Торги проходят на электронной площадке, паспорта лотов — ниже.</p>',
      ),
      field_list_item: [
        item(
          'Лот № 1: споживчі кредити',
          'Лот № 1: потребительские кредиты',
          'Заборгованість 12 450 000 грн, 1 380 договорів. Початкова ціна 1 870 000 грн.',
          'Задолженность 12 450 000 грн, 1 380 договоров. Начальная цена 1 870 000 грн.',
          {
            field_files: [file('Паспорт лоту 1.pdf', 'Паспорт лота 1.pdf', 'showcase/lot-1-passport.pdf')],
          },
        ),
        item(
          'Лот № 2: кредити малому бізнесу',
          'Лот № 2: кредиты малому бизнесу',
          'Заборгованість 38 900 000 грн, 64 договори. Початкова ціна 7 780 000 грн.',
          'Задолженность 38 900 000 грн, 64 договора. Начальная цена 7 780 000 грн.',
          {
            field_files: [
              file('Паспорт лоту 2.pdf', 'Паспорт лота 2.pdf', 'showcase/lot-2-passport.pdf'),
              file('Перелік договорів лоту 2.pdf', 'Перечень договоров лота 2.pdf', 'showcase/lot-2-contracts.pdf'),
            ],
          },
        ),
      ],
      field_link: { uri: 'https://prozorro.sale/', title: { uk: 'Перейти до торгів', ru: 'Перейти к торгам' }, options: { type: 'external' } },
    }),
    block('showcase-lending', 'lending', 15, {
      field_block_title: { uk: 'Картка «Драйв» для водіїв', ru: 'Карта «Драйв» для водителей' },
      field_subtitle: { uk: 'Пальне дешевше з першого дня', ru: 'Топливо дешевле с первого дня' },
      body: html('<p>Оформіть онлайн — картку доставимо за день.</p>', '<p>Оформите онлайн — карту доставим за день.</p>'),
      field_picture: { ...illustration('car', 'green', 960, 600), meta: { alt: { uk: 'Картка «Драйв»', ru: 'Карта «Драйв»' } } },
      field_advantages: ADVANTAGES.map(([firstUk, firstRu, secondUk, secondRu]) => ({
        first: { uk: firstUk, ru: firstRu },
        second: { uk: secondUk, ru: secondRu },
      })),
      field_link: { uri: 'internal:/products/cards', title: { uk: 'Замовити картку', ru: 'Заказать карту' } },
    }),
    block('showcase-configs-slider', 'configs', 16, {
      field_block_title: { uk: 'Послуги для бізнесу', ru: 'Услуги для бизнеса' },
      field_slider: true,
      field_slides: 3,
      field_list_item: SERVICES.map(([uk, ru, textUk, textRu]) => item(uk, ru, textUk, textRu)),
    }),
    block('showcase-configs-plain', 'configs', 17, {
      field_block_title: { uk: 'Як оформити кредит', ru: 'Как оформить кредит' },
      field_slider: false,
      field_list_item: [
        item('Заявка онлайн', 'Заявка онлайн', 'Заповніть анкету за 5 хвилин.', 'Заполните анкету за 5 минут.'),
        item('Рішення банку', 'Решение банка', 'Відповідь — протягом 15 хвилин.', 'Ответ — в течение 15 минут.'),
        item('Гроші на картці', 'Деньги на карте', 'Кошти надходять одразу після підпису.', 'Средства поступают сразу после подписи.'),
      ],
    }),
    block('showcase-partner-block', 'partner_block', 18, {
      field_block_title: { uk: 'Наші партнери', ru: 'Наши партнёры' },
      body: html('<p>Купуйте у партнерів частинами без переплат.</p>', '<p>Покупайте у партнёров частями без переплат.</p>'),
      field_list_item: PARTNERS.map(([uk, ru, textUk, textRu, uri, colour]) =>
        item(uk, ru, textUk, textRu, {
          field_picture: { ...illustration('mark', paletteOf(colour), 480, 240), meta: { alt: '' } },
          field_link: { uri, title: { uk: `Сайт партнера ${uk}`, ru: `Сайт партнёра ${ru}` }, options: { type: 'external' } },
        }),
      ),
    }),
    block('showcase-guarantees', 'guarantees', 19, {
      field_block_title: { uk: 'Банківські гарантії для бізнесу', ru: 'Банковские гарантии для бизнеса' },
      body: html(
        '<p>Гарантія банку забезпечує ваші зобов’язання перед контрагентом або замовником тендеру.</p>',
        '<p>Гарантия банка обеспечивает ваши обязательства перед контрагентом или заказчиком тендера.</p>',
      ),
      field_list_item: [
        item('Тендерна гарантія', 'Тендерная гарантия', 'Для участі в Prozorro, від 0,5% річних.', 'Для участия в Prozorro, от 0,5% годовых.'),
        item(
          'Гарантія виконання договору',
          'Гарантия исполнения договора',
          'Строк до 36 місяців, без застави до 2 млн грн.',
          'Срок до 36 месяцев, без залога до 2 млн грн.',
        ),
        item(
          'Гарантія повернення авансу',
          'Гарантия возврата аванса',
          'Повернення передоплати, якщо договір не виконано.',
          'Возврат предоплаты, если договор не исполнен.',
        ),
      ],
      field_link: { uri: 'internal:/business', title: { uk: 'Отримати гарантію', ru: 'Получить гарантию' } },
    }),
    block('showcase-accordion-files', 'accordion_and_files', 20, {
      field_block_title: { uk: 'Умови обслуговування рахунків', ru: 'Условия обслуживания счетов' },
      field_list_item: [
        item(
          'Відкриття рахунку',
          'Открытие счёта',
          'Рахунок відкривається за паспортом і кодом, онлайн або у відділенні.',
          'Счёт открывается по паспорту и коду, онлайн или в отделении.',
          {
            field_files: [file('Договір банківського рахунку.pdf', 'Договор банковского счёта.pdf', 'showcase/account-agreement.pdf')],
          },
        ),
        item(
          'Тарифи на обслуговування',
          'Тарифы на обслуживание',
          'Обслуговування рахунку — 0 грн на місяць при обороті від 5 000 грн.',
          'Обслуживание счёта — 0 грн в месяц при обороте от 5 000 грн.',
          {
            field_files: [
              file('Тарифи 2026.pdf', 'Тарифы 2026.pdf', 'showcase/tariffs-2026.pdf'),
              file('Тарифи 2025.pdf', 'Тарифы 2025.pdf', 'showcase/tariffs-2025.pdf'),
            ],
          },
        ),
        item(
          'Закриття рахунку',
          'Закрытие счёта',
          'Подайте заяву в застосунку; залишок переказуємо на вказаний рахунок.',
          'Подайте заявление в приложении; остаток переводим на указанный счёт.',
        ),
      ],
      field_files: [file('Публічна пропозиція банку.pdf', 'Публичное предложение банка.pdf', 'showcase/public-offer.pdf')],
    }),
    block('showcase-table-text-multiple', 'blok_tablica_tekst_maltipl', 21, {
      field_block_title: { uk: 'Тарифи для ФОП', ru: 'Тарифы для ФЛП' },
      body: html('<p>Тарифи діють з 1 січня 2026 року.</p>', '<p>Тарифы действуют с 1 января 2026 года.</p>'),
      field_list_item: [
        {
          field_title: { uk: 'Розрахунково-касове обслуговування', ru: 'Расчётно-кассовое обслуживание' },
          field_description: html('<p>Платежі в межах банку — безкоштовно.</p>', '<p>Платежи внутри банка — бесплатно.</p>'),
          field_table: html(
            TARIFF_TABLE([
              ['Послуга', 'Вартість'],
              ['Платіж в інший банк', '5 грн'],
              ['Зняття готівки', '0,5%'],
            ]),
            TARIFF_TABLE([
              ['Услуга', 'Стоимость'],
              ['Платёж в другой банк', '5 грн'],
              ['Снятие наличных', '0,5%'],
            ]),
          ),
        },
        {
          field_title: { uk: 'Валютні операції', ru: 'Валютные операции' },
          field_description: html('<p>Купівля і продаж валюти за курсом банку.</p>', '<p>Покупка и продажа валюты по курсу банка.</p>'),
          field_table: html(
            TARIFF_TABLE([
              ['Операція', 'Комісія'],
              ['Продаж валюти', '0,2%'],
              ['SWIFT-переказ', '25 USD'],
            ]),
            TARIFF_TABLE([
              ['Операция', 'Комиссия'],
              ['Продажа валюты', '0,2%'],
              ['SWIFT-перевод', '25 USD'],
            ]),
          ),
        },
      ],
    }),
  ];
}
