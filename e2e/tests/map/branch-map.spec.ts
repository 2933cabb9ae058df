import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { watchConsole } from '../../support/console-errors';
import { openLivePage } from '../../support/live-page';

// The branches page: map, filters, find me and routes. No tile server is reachable in tests, as here.
const TEXT = {
  uk: {
    block: 'Знайдіть відділення або банкомат',
    map: 'Карта відділень і банкоматів',
    viewMap: 'На карті',
    viewList: 'Списком',
    showObolon: 'Показати на карті: Відділення № 4 «Оболонь»',
    obolon: 'Відділення № 4 «Оболонь»',
    obolonAddress: 'Київ, Оболонський просп., 19',
    rynok: 'Відділення «Площа Ринок»',
    findMe: 'Знайти мене',
    nearestRynok: /Найближче до вас: Відділення «Площа Ринок» — \d+ м/,
    denied: 'Доступ до місцезнаходження заборонено',
    walking: 'Пішки',
    driving: 'Автомобілем',
    needsLocation: 'Щоб прокласти маршрут, спершу натисніть «Знайти мене».',
    routeTo: 'Маршрут до: Відділення «Площа Ринок»',
    steps: 'Як дістатися',
    arrive: 'Ви на місці',
    region: 'Область',
    city: 'Місто',
    lvivRegion: 'Львівська область',
    kyivRegion: 'Київська область',
    allCities: 'Усі міста',
    energy: 'Енергонезалежні',
    inclusive: 'Інклюзивні',
    zoomOut: 'Зменшити',
    found: (n: number) => `Знайдено: ${n}`,
  },
  ru: {
    block: 'Найдите отделение или банкомат',
    map: 'Карта отделений и банкоматов',
    viewMap: 'На карте',
    viewList: 'Списком',
    showObolon: 'Показать на карте: Отделение № 4 «Оболонь»',
    obolon: 'Отделение № 4 «Оболонь»',
    obolonAddress: 'Киев, Оболонский просп., 19',
    rynok: 'Отделение «Площадь Рынок»',
    findMe: 'Найти меня',
    nearestRynok: /Ближайшее к вам: Отделение «Площадь Рынок» — \d+ м/,
    denied: 'Доступ к местоположению запрещён',
    walking: 'Пешком',
    driving: 'На автомобиле',
    needsLocation: 'Чтобы проложить маршрут, сначала нажмите «Найти меня».',
    routeTo: 'Маршрут до: Отделение «Площадь Рынок»',
    steps: 'Как добраться',
    arrive: 'Вы на месте',
    region: 'Область',
    city: 'Город',
    lvivRegion: 'Львовская область',
    kyivRegion: 'Киевская область',
    allCities: 'Все города',
    energy: 'Энергонезависимые',
    inclusive: 'Инклюзивные',
    zoomOut: 'Уменьшить',
    found: (n: number) => `Найдено: ${n}`,
  },
};

// A visitor standing on Lviv's market square, a few hundred metres from the Rynok branch.
const IN_LVIV = { latitude: 49.8405, longitude: 24.0297 };

async function openBranches(page: Page, language: 'uk' | 'ru') {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('connectionrefused'));
  await openLivePage(page, `/${language}/branches`);
  return page.getByRole('region', { name: TEXT[language].block });
}

for (const language of ['uk', 'ru'] as const) {
  const text = TEXT[language];

  test.describe(`branch map in ${language}`, () => {
    test('choosing a branch in the list switches to the map, centred on it, with its popup', async ({ page }) => {
      test.slow(); // axe over the whole page
      const block = await openBranches(page, language);
      await block.getByRole('button', { name: text.showObolon }).click();
      await expect(block.getByRole('button', { name: text.viewMap, exact: true })).toHaveAttribute('aria-pressed', 'true');
      const map = block.getByRole('region', { name: text.map });
      await expect(map.getByRole('button', { name: text.obolon })).toBeVisible();
      await expect(map.getByRole('heading', { name: text.obolon })).toBeVisible();
      await expect(map.getByText(text.obolonAddress)).toBeVisible();
      await expectNoAxeViolations(page);
      await block.getByRole('button', { name: text.viewList, exact: true }).click();
      await expect(block.getByRole('article').first()).toBeVisible();
    });

    test('find me with geolocation granted names the nearest branch, and routes walk, drive and turn off', async ({ page, context }) => {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(IN_LVIV);
      const block = await openBranches(page, language);
      await block.getByRole('button', { name: text.findMe }).click();
      await expect(block.getByRole('status').filter({ hasText: text.nearestRynok })).toBeVisible();

      const walking = block.getByRole('button', { name: text.walking });
      const driving = block.getByRole('button', { name: text.driving });
      await walking.click();
      await expect(walking).toHaveAttribute('aria-pressed', 'true');
      const route = block.getByRole('region', { name: text.routeTo });
      await expect(route.getByRole('heading', { name: text.steps })).toBeVisible();
      await expect(route.getByRole('listitem').last()).toHaveText(text.arrive);
      const walkingSummary = await route.getByText(/\d/).first().textContent();

      await driving.click();
      await expect(driving).toHaveAttribute('aria-pressed', 'true');
      await expect(walking).toHaveAttribute('aria-pressed', 'false');
      await expect(route.getByText(/\d/).first()).not.toHaveText(walkingSummary ?? '');

      // Clicking the active mode turns the route off.
      await driving.click();
      await expect(driving).toHaveAttribute('aria-pressed', 'false');
      await expect(route).toHaveCount(0);
    });

    test('find me with geolocation denied says so, and no route mode starts', async ({ page }) => {
      const block = await openBranches(page, language);
      await block.getByRole('button', { name: text.walking }).click();
      await expect(block.getByRole('status').filter({ hasText: text.needsLocation })).toBeVisible();
      await expect(block.getByRole('button', { name: text.walking })).toHaveAttribute('aria-pressed', 'false');
      await block.getByRole('button', { name: text.findMe }).click();
      await expect(block.getByRole('status').filter({ hasText: text.denied })).toBeVisible();
      await expect(block.getByRole('article').first()).toBeVisible();
    });

    test('a region narrows the cities, a new region resets the city, toggles narrow the list', async ({ page }) => {
      const block = await openBranches(page, language);
      const region = block.getByLabel(text.region, { exact: true });
      const city = block.getByLabel(text.city, { exact: true });
      await region.selectOption(text.kyivRegion);
      await expect(block.getByText(text.found(6))).toBeVisible();
      await city.selectOption({ index: 2 });
      await expect(block.getByText(text.found(1))).toBeVisible();
      await region.selectOption(text.lvivRegion);
      await expect(city).toHaveValue('');
      await expect(city.getByRole('option')).toHaveText([text.allCities, language === 'uk' ? 'Львів' : 'Львов']);
      await expect(block.getByText(text.found(2))).toBeVisible();
      await block.getByLabel(text.energy).check();
      await expect(block.getByRole('article')).toHaveCount(1);
      await expect(block.getByRole('heading', { name: text.rynok })).toBeVisible();
      await block.getByLabel(text.inclusive).check();
      await expect(block.getByRole('article')).toHaveCount(0);
    });
  });
}

test('choosing one marker after another, by mouse and by keyboard, opens each popup', async ({ page }) => {
  const block = await openBranches(page, 'uk');
  await block.getByRole('button', { name: 'На карті', exact: true }).click();
  const map = block.getByRole('region', { name: TEXT.uk.map });
  await map.getByRole('button', { name: 'Відділення № 2 «Палац Спорту»' }).click();
  await expect(map.getByRole('heading', { name: 'Відділення № 2 «Палац Спорту»' })).toBeVisible();
  // The next one by keyboard: a marker is a button, Enter opens its popup (and the map pans to it).
  await map.getByRole('button', { name: 'Відділення № 3 «Шулявка»' }).focus();
  await page.keyboard.press('Enter');
  await expect(map.getByRole('heading', { name: 'Відділення № 3 «Шулявка»' })).toBeVisible();
  await expect(map.getByRole('heading', { name: 'Відділення № 2 «Палац Спорту»' })).toHaveCount(0);
});

test('the map zooms by keyboard and pans by buttons', async ({ page }) => {
  const block = await openBranches(page, 'uk');
  await block.getByRole('button', { name: 'На карті', exact: true }).click();
  const map = block.getByRole('region', { name: TEXT.uk.map });
  const zoomOut = map.getByRole('button', { name: TEXT.uk.zoomOut });
  // The map opens at the minimum zoom (12), so zooming out is not possible yet.
  await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
  await map.focus();
  await page.keyboard.press('+');
  await expect(zoomOut).toHaveAttribute('aria-disabled', 'false');
  await expect(block.getByRole('button', { name: 'Зсунути карту на північ' })).toBeEnabled();
});

test('a failing routing service is only logged: no route, nothing broken', async ({ page, context }) => {
  const console = watchConsole(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(IN_LVIV);
  await page.route('**/api/route/**', (route) => route.fulfill({ status: 502, json: { code: 'Error', message: 'upstream down' } }));
  const block = await openBranches(page, 'uk');
  await block.getByRole('button', { name: TEXT.uk.findMe }).click();
  await expect(block.getByRole('status').filter({ hasText: TEXT.uk.nearestRynok })).toBeVisible();
  await block.getByRole('button', { name: TEXT.uk.walking }).click();
  await expect.poll(() => console.errors.some((message) => message.includes('error fetching directions'))).toBe(true);
  await expect(block.getByRole('region', { name: TEXT.uk.routeTo })).toHaveCount(0);
  await expect(block.getByRole('alert')).toHaveCount(0);
  expect(console.uncaught).toEqual([]);
});

test("the tiles' attribution from config.json shows its link, sanitised, on a server-rendered page", async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    config.mapAttribution = '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a><img src="x" onerror="window.attributionRan = true">';
    await route.fulfill({ response, json: config });
  });
  const block = await openBranches(page, 'uk');
  await block.getByRole('button', { name: 'На карті', exact: true }).click();
  const attribution = block.locator('.leaflet-control-attribution');
  await expect(attribution.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  await expect(attribution.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { attributionRan?: boolean }).attributionRan)).toBeUndefined();
});
