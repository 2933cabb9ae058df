import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage } from '../../support/live-page';

// The map calculator: choosing a branch in its form shows that branch on mf-map's map (branchSelected over
// the shared event bus): its popup with the address opens. Every branch has a marker button from the start,
// so the address is what tells the chosen one. Branches come from backend-stub/src/seed/map-branches.mjs.
test.slow();

for (const [language, path, title, branchLabel, branch, address, mapLabel] of [
  [
    'uk',
    '/uk/credits/kredyt-u-viddilenni',
    'Кредит із видачею у відділенні',
    'Відділення',
    'Відділення № 3 «Шулявка»',
    'просп. Берестейський, 30',
    'Карта відділень і банкоматів',
  ],
  [
    'ru',
    '/ru/credits/kredit-v-otdelenii',
    'Кредит с выдачей в отделении',
    'Отделение',
    'Отделение № 3 «Шулявка»',
    'просп. Берестейский, 30',
    'Карта отделений и банкоматов',
  ],
] as const) {
  test(`${language}: the chosen branch is shown on the map`, async ({ page }) => {
    await openLivePage(page, path);
    const section = page.getByRole('region', { name: title });
    const map = section.getByRole('region', { name: mapLabel }).first();
    await expect(map).toBeVisible();
    await expect(map.getByText(address)).toHaveCount(0);
    await section.getByRole('combobox', { name: branchLabel, exact: true }).selectOption({ label: branch });
    await expect(map.getByText(address).first()).toBeVisible();
  });
}
