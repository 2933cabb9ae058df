import { illustration } from './content-images.mjs';

// Partner shops of the instalment programme, each with branches and a manager per branch.
const NAMES = [
  'Фокстрот',
  'Comfy',
  'Алло',
  'Eldorado',
  'Цитрус',
  'MOYO',
  'Rozetka',
  'Brain',
  'Меблі Сервіс',
  'Юнісон',
  'Кухні Плюс',
  'Диван Хаус',
  'Сон Маркет',
  'Декор Дім',
  'Світ Меблів',
  'Матрац UA',
  'Join UP',
  'Аккорд Тур',
  'TPG',
  'Coral Travel',
  'Anex Tour',
  'Поїхали з нами',
  'Яна Тур',
  'Тур Експрес',
];
const CATEGORIES = ['partner-electronics', 'partner-furniture', 'partner-travel'];
/** @type {[uk: string, ru: string][]} */
const STREETS = [
  ['вул. Хрещатик, 22', 'ул. Крещатик, 22'],
  ['просп. Свободи, 15', 'просп. Свободы, 15'],
  ['вул. Дерибасівська, 7', 'ул. Дерибасовская, 7'],
];
/** @type {[uk: string, ru: string][]} */
const MANAGERS = [
  ['Петренко Анна Іванівна', 'Петренко Анна Ивановна'],
  ['Гончаренко Олег Петрович', 'Гончаренко Олег Петрович'],
  ['Сидоренко Марія Олегівна', 'Сидоренко Мария Олеговна'],
];

export function partnerNodes() {
  return NAMES.map((name, index) => ({
    id: `partner-${index + 1}`,
    type: 'partners',
    created: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
    title: { uk: name, ru: name },
    body: {
      uk: `<p>${name} — партнер програми «Оплата частинами»: до 24 платежів без переплат на товари та послуги.</p>`,
      ru: `<p>${name} — партнёр программы «Оплата частями»: до 24 платежей без переплат на товары и услуги.</p>`,
    },
    image: illustration('mark', ['green', 'blue', 'amber'][index % 3], 480, 240),
    relations: { field_partner_category: CATEGORIES[Math.floor(index / 8)] },
    fields: { field_partnerid: String(1000 + index) },
  }));
}

export function partnerBranches(partnerId, language) {
  const pick = ([uk, ru]) => (language === 'ru' ? ru : uk);
  const count = (Number(partnerId) % 3) + 1;
  return Array.from({ length: count }, (_, index) => ({
    branchId: `${partnerId}-${index + 1}`,
    address: pick(STREETS[index % STREETS.length]),
  }));
}

export function partnerManager(branchId, language) {
  const index = Number(String(branchId).split('-')[1] ?? 1) - 1;
  const [uk, ru] = MANAGERS[index % MANAGERS.length];
  return { branchId, PIB: language === 'ru' ? ru : uk, phone: '+380 44 123 45 67' };
}
