import { HOURS, place } from './map-place.mjs';

/** Category 1: mini-branches in shopping centres and supermarkets. */
export const MINI_BRANCHES = [
  place({
    id: '1101', city: 'kyiv',
    name: { uk: 'Міні-відділення ТРЦ «Ocean Plaza»', ru: 'Мини-отделение ТРЦ «Ocean Plaza»' },
    address: { uk: 'вул. Антоновича, 176', ru: 'ул. Антоновича, 176' },
    hours: HOURS.mall, inclusivity: 1,
    pib: { uk: 'Гриценко Оксана Юріївна', ru: 'Гриценко Оксана Юрьевна' },
    geo: ['50,4120', '30,5220'],
  }),
  place({
    id: '1102', city: 'kyiv',
    name: { uk: 'Міні-відділення ТРЦ «Дарниця»', ru: 'Мини-отделение ТРЦ «Дарница»' },
    address: { uk: 'вул. Здолбунівська, 17', ru: 'ул. Здолбуновская, 17' },
    hours: HOURS.mall, energy: 1,
    pib: { uk: 'Кузьменко Ярослав Петрович', ru: 'Кузьменко Ярослав Петрович' },
    geo: ['50.4040', '30.6290'],
  }),
  place({
    id: '1201', city: 'lviv',
    name: { uk: 'Міні-відділення ТРЦ «Victoria Gardens»', ru: 'Мини-отделение ТРЦ «Victoria Gardens»' },
    address: { uk: 'вул. Кульпарківська, 226а', ru: 'ул. Кульпарковская, 226а' },
    hours: HOURS.mall, energy: 1, inclusivity: 1,
    pib: { uk: 'Стасюк Христина Богданівна', ru: 'Стасюк Кристина Богдановна' },
    geo: ['49,8070', '23,9780'],
  }),
  place({
    id: '1301', city: 'odesa',
    name: { uk: 'Міні-відділення ТЦ «Рів\'єра»', ru: 'Мини-отделение ТЦ «Ривьера»' },
    address: { uk: 'Південна дорога, 101а', ru: 'Южная дорога, 101а' },
    hours: HOURS.mall,
    pib: { uk: 'Мороз Ганна Сергіївна', ru: 'Мороз Анна Сергеевна' },
    geo: ['46.3880', '30.7260'],
  }),
  place({
    id: '1401', city: 'kharkiv',
    name: { uk: 'Міні-відділення ТРЦ «Nikolsky»', ru: 'Мини-отделение ТРЦ «Nikolsky»' },
    address: { uk: 'вул. Григорія Квітки-Основ\'яненка, 2а', ru: 'ул. Григория Квитки-Основьяненко, 2а' },
    hours: HOURS.mall, energy: 1,
    pib: { uk: 'Гончаренко Роман Ілліч', ru: 'Гончаренко Роман Ильич' },
    geo: ['49,9920', '36,2330'],
  }),
  place({
    id: '1501', city: 'kryvyiRih',
    name: { uk: 'Міні-відділення «Поштовий»', ru: 'Мини-отделение «Почтовый»' },
    address: { uk: 'просп. Поштовий, 32', ru: 'просп. Почтовый, 32' },
    hours: HOURS.shopHours,
    pib: { uk: 'Левченко Світлана Андріївна', ru: 'Левченко Светлана Андреевна' },
    geo: ['47.9100', '33.3900'],
  }),
];
