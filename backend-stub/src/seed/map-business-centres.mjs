import { HOURS, place } from './map-place.mjs';

/** Category 2: business centres serving companies and entrepreneurs. */
export const BUSINESS_CENTRES = [
  place({
    id: '2101', city: 'kyiv',
    name: { uk: 'Бізнес-центр «Київ-Центр»', ru: 'Бизнес-центр «Киев-Центр»' },
    address: { uk: 'вул. Саксаганського, 53/80', ru: 'ул. Саксаганского, 53/80' },
    phone: '+380 44 590 21 01', email: 'business.kyiv@bank.ua', hours: HOURS.business, energy: 1, inclusivity: 1,
    pib: { uk: 'Захарченко Ігор Володимирович', ru: 'Захарченко Игорь Владимирович' },
    geo: ['50,4385', '30,5050'],
  }),
  place({
    id: '2102', city: 'kyiv',
    name: { uk: 'Бізнес-центр «Лівий берег»', ru: 'Бизнес-центр «Левый берег»' },
    address: { uk: 'Дарницька пл., 1', ru: 'Дарницкая пл., 1' },
    phone: '+380 44 590 21 02', email: 'business.darnytsia@bank.ua', hours: HOURS.business,
    pib: { uk: 'Поліщук Людмила Іванівна', ru: 'Полищук Людмила Ивановна' },
    geo: ['50.4560', '30.6120'],
  }),
  place({
    id: '2201', city: 'lviv',
    name: { uk: 'Бізнес-центр «Львів»', ru: 'Бизнес-центр «Львов»' },
    address: { uk: 'просп. Свободи, 37', ru: 'просп. Свободы, 37' },
    phone: '+380 32 240 22 01', email: 'business.lviv@bank.ua', hours: HOURS.business, energy: 1,
    pib: { uk: 'Костів Тарас Михайлович', ru: 'Костив Тарас Михайлович' },
    geo: ['49,8430', '24,0270'],
  }),
  place({
    id: '2401', city: 'kharkiv',
    name: { uk: 'Бізнес-центр «Харків»', ru: 'Бизнес-центр «Харьков»' },
    address: { uk: 'просп. Науки, 9', ru: 'просп. Науки, 9' },
    phone: '+380 57 728 24 01', email: 'business.kharkiv@bank.ua', hours: HOURS.business, inclusivity: 1,
    pib: { uk: 'Панченко Олег Борисович', ru: 'Панченко Олег Борисович' },
    geo: ['50.0100', '36.2290'],
  }),
  place({
    id: '2501', city: 'dnipro',
    name: { uk: 'Бізнес-центр «Дніпро»', ru: 'Бизнес-центр «Днепр»' },
    address: { uk: 'вул. Глінки, 2', ru: 'ул. Глинки, 2' },
    phone: '+380 56 790 25 01', email: 'business.dnipro@bank.ua', hours: HOURS.business, energy: 1,
    pib: { uk: 'Марченко Вікторія Олексіївна', ru: 'Марченко Виктория Алексеевна' },
    geo: ['48,4670', '35.0500'],
  }),
];
