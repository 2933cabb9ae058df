// Regions and cities of the branch network, in the names the content system gives them per language.
// The branch seeds refer to cities by key; region and city names must match the city list exactly,
// because the map filters branches by these names.
const REGIONS = {
  kyivska: { uk: 'Київська область', ru: 'Киевская область' },
  lvivska: { uk: 'Львівська область', ru: 'Львовская область' },
  odeska: { uk: 'Одеська область', ru: 'Одесская область' },
  kharkivska: { uk: 'Харківська область', ru: 'Харьковская область' },
  dnipropetrovska: { uk: 'Дніпропетровська область', ru: 'Днепропетровская область' },
  vinnytska: { uk: 'Вінницька область', ru: 'Винницкая область' },
};

export const CITIES = {
  kyiv: { name: { uk: 'Київ', ru: 'Киев' }, region: 'kyivska' },
  brovary: { name: { uk: 'Бровари', ru: 'Бровары' }, region: 'kyivska' },
  lviv: { name: { uk: 'Львів', ru: 'Львов' }, region: 'lvivska' },
  odesa: { name: { uk: 'Одеса', ru: 'Одесса' }, region: 'odeska' },
  kharkiv: { name: { uk: 'Харків', ru: 'Харьков' }, region: 'kharkivska' },
  dnipro: { name: { uk: 'Дніпро', ru: 'Днепр' }, region: 'dnipropetrovska' },
  kryvyiRih: { name: { uk: 'Кривий Ріг', ru: 'Кривой Рог' }, region: 'dnipropetrovska' },
  vinnytsia: { name: { uk: 'Вінниця', ru: 'Винница' }, region: 'vinnytska' },
};

export function regionOf(cityKey) {
  return REGIONS[CITIES[cityKey].region];
}

/** getpGetinformap?JSONFolder=city-list: every region with the cities the bank works in. */
export const CITY_LIST = {
  listRegion: Object.entries(REGIONS).map(([regionKey, region]) => ({
    region,
    cities: Object.values(CITIES)
      .filter((city) => city.region === regionKey)
      .map((city) => city.name),
  })),
};
