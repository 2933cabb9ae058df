import { expect, type Page } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';

// No tile server is reachable in tests: the map is pins on a schematic of the city, and says so.
const TEXT = {
  uk: {
    block: 'Знайдіть відділення або банкомат',
    map: 'Карта відділень і банкоматів',
    viewMap: 'На карті',
    unavailable: 'Карта недоступна — дивіться список нижче.',
    pan: 'Зсув карти',
    showObolon: 'Показати на карті: Відділення № 4 «Оболонь»',
    obolon: 'Відділення № 4 «Оболонь»',
  },
  ru: {
    block: 'Найдите отделение или банкомат',
    map: 'Карта отделений и банкоматов',
    viewMap: 'На карте',
    unavailable: 'Карта недоступна — смотрите список ниже.',
    pan: 'Сдвиг карты',
    showObolon: 'Показать на карте: Отделение № 4 «Оболонь»',
    obolon: 'Отделение № 4 «Оболонь»',
  },
} as const;

async function openBranches(page: Page, language: 'uk' | 'ru') {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('connectionrefused'));
  await openLivePage(page, `/${language}/branches`);
  return page.getByRole('region', { name: TEXT[language].block });
}

for (const language of ['uk', 'ru'] as const) {
  const text = TEXT[language];

  test(`${language}: without tiles the map says it is unavailable and the list stays beside it`, async ({ page }) => {
    test.slow(); // axe
    const block = await openBranches(page, language);
    await block.getByRole('button', { name: text.viewMap, exact: true }).click();
    await expect(block.getByRole('status').filter({ hasText: text.unavailable })).toBeVisible();
    await expect(block.getByRole('region', { name: text.map })).toBeVisible();
    await expect(block.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page, '[data-block-type="map"]');
  });

  test(`${language}: without tiles the pins stand on a schematic of the city (its outline and the Dnipro), not on a blank box`, async ({ page }) => {
    const block = await openBranches(page, language);
    await block.getByRole('button', { name: text.viewMap, exact: true }).click();
    await expect(block.getByRole('status').filter({ hasText: text.unavailable })).toBeVisible();
    const map = block.getByRole('region', { name: text.map });
    // A decorative drawing has no role to find it by: Leaflet's pane of that name holds it.
    await expect(map.locator('.leaflet-schematic-pane path')).toHaveCount(2);
    await expect(map.locator('.leaflet-schematic-pane path').last()).toBeVisible();
    await expect(map.getByRole('button', { name: text.obolon })).toBeVisible();
  });

  test(`${language}: "Show on map" puts focus on the branch's popup, never on <body>`, async ({ page }) => {
    const block = await openBranches(page, language);
    await block.getByRole('button', { name: text.showObolon }).focus();
    await page.keyboard.press('Enter');
    const map = block.getByRole('region', { name: text.map });
    await expect(map.getByRole('heading', { name: text.obolon })).toBeFocused();
  });

  test(`${language}: "Show on map" for a branch whose popup is already open puts focus on that popup again`, async ({ page }) => {
    const block = await openBranches(page, language);
    const popupHeading = block.getByRole('region', { name: text.map }).getByRole('heading', { name: text.obolon });
    await block.getByRole('button', { name: text.showObolon }).focus();
    await page.keyboard.press('Enter');
    await expect(popupHeading).toBeFocused();
    // Without tiles the list stays beside the map, its "Show on map" still there with the popup open.
    await block.getByRole('button', { name: text.showObolon }).focus();
    await page.keyboard.press('Enter');
    await expect(popupHeading).toBeFocused();
  });
}

test('at 375 px the pan buttons are one compact row: the map is not pushed down the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const block = await openBranches(page, 'uk');
  await block.getByRole('button', { name: TEXT.uk.viewMap, exact: true }).click();
  const pan = block.getByRole('group', { name: TEXT.uk.pan });
  await expect(pan.getByRole('button')).toHaveCount(4);
  await expect(pan.getByRole('button', { name: 'Зсунути карту на північ' })).toBeEnabled();
  const box = await pan.boundingBox();
  // One row of 44 px targets, not four full-width buttons (~240 px) above the map.
  expect(box?.height).toBeLessThan(60);
  const buttons = await pan.getByRole('button').evaluateAll((all) => all.map((button) => button.getBoundingClientRect().width));
  expect(Math.max(...buttons)).toBeGreaterThanOrEqual(44);
});
