import { CITIES, regionOf } from './map-cities.mjs';

// Working hours as branches publish them.
export const HOURS = {
  weekdays: { uk: 'Пн–Пт 09:00–18:00; Сб, Нд — вихідний', ru: 'Пн–Пт 09:00–18:00; Сб, Вс — выходной' },
  withSaturday: { uk: 'Пн–Пт 09:00–18:00; Сб 10:00–15:00; Нд — вихідний', ru: 'Пн–Пт 09:00–18:00; Сб 10:00–15:00; Вс — выходной' },
  mall: { uk: 'Щодня 10:00–21:00', ru: 'Ежедневно 10:00–21:00' },
  business: { uk: 'Пн–Пт 09:00–19:00', ru: 'Пн–Пт 09:00–19:00' },
  allDay: { uk: 'Цілодобово', ru: 'Круглосуточно' },
  shopHours: { uk: 'Щодня 08:00–22:00', ru: 'Ежедневно 08:00–22:00' },
};

/** @typedef {{ uk: string, ru: string }} Bilingual */

/**
 * @typedef {object} PlaceSeed
 * @property {string} id
 * @property {keyof typeof CITIES} city
 * @property {Bilingual} name
 * @property {Bilingual} address
 * @property {string} [phone]
 * @property {string} [email]
 * @property {Bilingual} hours
 * @property {number} [energy]
 * @property {number} [inclusivity]
 * @property {Bilingual | ''} [pib] the branch manager; places without one send an empty string
 * @property {[string, string]} geo latitude and longitude as text
 */

/**
 * One place on the map as gmappins lists it. Coordinates are text, as the content system sends them:
 * some with a comma as the decimal separator, a few missing or broken (the map must skip those).
 * @param {PlaceSeed} seed
 */
export function place({ id, city, name, address, phone = '0 800 500 450', email = '', hours, energy = 0, inclusivity = 0, pib = '', geo }) {
  return {
    BranchId: id,
    branchName: name,
    city: CITIES[city].name,
    region: regionOf(city),
    address,
    phone,
    email,
    workHour: hours,
    energy,
    inclusivity,
    pib,
    googleGeo: { LAT: geo[0], LNG: geo[1] },
  };
}
