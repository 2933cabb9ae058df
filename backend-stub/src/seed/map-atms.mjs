import { HOURS, place } from './map-place.mjs';

const atm = { uk: 'Банкомат', ru: 'Банкомат' };
const named = (where) => ({ uk: `${atm.uk} — ${where.uk}`, ru: `${atm.ru} — ${where.ru}` });

/** Category 3: ATMs. Some stand in places that publish no opening hours of their own. */
export const ATMS = [
  place({ id: '3101', city: 'kyiv', name: named({ uk: 'метро «Хрещатик»', ru: 'метро «Крещатик»' }), address: { uk: 'вул. Хрещатик, 19а', ru: 'ул. Крещатик, 19а' }, hours: HOURS.allDay, energy: 1, inclusivity: 1, geo: ['50,4470', '30,5230'] }),
  place({ id: '3102', city: 'kyiv', name: named({ uk: 'Контрактова площа', ru: 'Контрактовая площадь' }), address: { uk: 'Контрактова пл., 4', ru: 'Контрактовая пл., 4' }, hours: HOURS.allDay, geo: ['50.4650', '30.5150'] }),
  place({ id: '3103', city: 'kyiv', name: named({ uk: 'ТРЦ «Ocean Plaza»', ru: 'ТРЦ «Ocean Plaza»' }), address: { uk: 'вул. Антоновича, 176', ru: 'ул. Антоновича, 176' }, hours: HOURS.mall, inclusivity: 1, geo: ['50,4122', '30,5224'] }),
  place({ id: '3104', city: 'kyiv', name: named({ uk: 'Оболонь', ru: 'Оболонь' }), address: { uk: 'Оболонський просп., 19', ru: 'Оболонский просп., 19' }, hours: HOURS.allDay, energy: 1, geo: ['50.5052', '30.4983'] }),
  place({ id: '3105', city: 'kyiv', name: named({ uk: 'залізничний вокзал', ru: 'железнодорожный вокзал' }), address: { uk: 'Вокзальна пл., 1', ru: 'Вокзальная пл., 1' }, hours: HOURS.allDay, energy: 1, inclusivity: 1, geo: ['50,4410', '30,4890'] }),
  place({ id: '3106', city: 'brovary', name: named({ uk: 'Бровари, центр', ru: 'Бровары, центр' }), address: { uk: 'бульв. Незалежності, 7', ru: 'бульв. Независимости, 7' }, hours: HOURS.allDay, geo: ['50.5112', '30.7903'] }),
  place({ id: '3201', city: 'lviv', name: named({ uk: 'площа Ринок', ru: 'площадь Рынок' }), address: { uk: 'пл. Ринок, 15', ru: 'пл. Рынок, 15' }, hours: HOURS.allDay, energy: 1, geo: ['49,8420', '24,0318'] }),
  place({ id: '3202', city: 'lviv', name: named({ uk: 'вул. Стрийська', ru: 'ул. Стрыйская' }), address: { uk: 'вул. Стрийська, 45', ru: 'ул. Стрыйская, 45' }, hours: HOURS.shopHours, inclusivity: 1, geo: ['49.8100', '24.0300'] }),
  place({ id: '3301', city: 'odesa', name: named({ uk: 'Дерибасівська', ru: 'Дерибасовская' }), address: { uk: 'вул. Дерибасівська, 12', ru: 'ул. Дерибасовская, 12' }, hours: HOURS.allDay, energy: 1, geo: ['46,4842', '30,7383'] }),
  place({ id: '3302', city: 'odesa', name: named({ uk: 'просп. Шевченка', ru: 'просп. Шевченко' }), address: { uk: 'просп. Шевченка, 4', ru: 'просп. Шевченко, 4' }, hours: HOURS.allDay, geo: ['46.4580', '30.7400'] }),
  place({ id: '3401', city: 'kharkiv', name: named({ uk: 'майдан Свободи', ru: 'площадь Свободы' }), address: { uk: 'майдан Свободи, 5', ru: 'площадь Свободы, 5' }, hours: HOURS.allDay, energy: 1, inclusivity: 1, geo: ['50,0050', '36,2310'] }),
  place({ id: '3402', city: 'kharkiv', name: named({ uk: 'просп. Героїв Харкова', ru: 'просп. Героев Харькова' }), address: { uk: 'просп. Героїв Харкова, 144', ru: 'просп. Героев Харькова, 144' }, hours: HOURS.shopHours, geo: ['49.9870', '36.3000'] }),
  place({ id: '3501', city: 'dnipro', name: named({ uk: 'вул. Робоча', ru: 'ул. Рабочая' }), address: { uk: 'вул. Робоча, 23', ru: 'ул. Рабочая, 23' }, hours: HOURS.allDay, energy: 1, geo: ['48,4350', '35,0000'] }),
  place({ id: '3502', city: 'kryvyiRih', name: named({ uk: 'Кривий Ріг, центр', ru: 'Кривой Рог, центр' }), address: { uk: 'просп. Поштовий, 32', ru: 'просп. Почтовый, 32' }, hours: HOURS.shopHours, geo: ['47.9102', '33.3904'] }),
  place({ id: '3601', city: 'vinnytsia', name: named({ uk: 'вул. Келецька', ru: 'ул. Келецкая' }), address: { uk: 'вул. Келецька, 78', ru: 'ул. Келецкая, 78' }, hours: HOURS.allDay, inclusivity: 1, geo: ['49,2370', '28,4150'] }),
  // Broken records as they occur in the content system: out of range and not a number.
  place({ id: '3602', city: 'vinnytsia', name: named({ uk: 'ТЦ «Магігранд»', ru: 'ТЦ «Магигранд»' }), address: { uk: 'вул. Келецька, 57', ru: 'ул. Келецкая, 57' }, hours: HOURS.mall, geo: ['249,23', '28,4520'] }),
  place({ id: '3503', city: 'dnipro', name: named({ uk: 'Дніпро, вокзал', ru: 'Днепр, вокзал' }), address: { uk: 'пл. Вокзальна, 1', ru: 'пл. Вокзальная, 1' }, hours: HOURS.allDay, geo: ['н/д', '35,0200'] }),
];
