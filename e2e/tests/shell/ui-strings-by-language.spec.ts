import { expect, test, type Page } from '@playwright/test';
import { openLivePage } from '../../support/live-page';

// The browser loads the UI strings (the shared dictionary) of the page's language only, each language
// a chunk of its own: dictionary-uk.*.js, dictionary-ru.*.js (tooling/src/rspack/dictionary-by-language.mjs).
const dictionaryChunk = /\/dictionary-(uk|ru|en)\.[0-9a-f]+\.js$/;

function dictionaryLanguagesLoaded(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', (response) => {
    const language = dictionaryChunk.exec(new URL(response.url()).pathname)?.[1];
    if (language) loaded.push(language);
  });
  return loaded;
}

const switchToRussian = (page: Page) =>
  page.getByRole('navigation', { name: 'Мова сайту' }).getByRole('link', { name: /RU|російською/i }).click();

test('a Ukrainian page loads the Ukrainian UI strings only, and the Russian ones when the visitor switches language', async ({ page }) => {
  const loaded = dictionaryLanguagesLoaded(page);
  await openLivePage(page, '/uk/product/kredyt-gotivkoiu');
  expect(loaded).toEqual(['uk']);

  await switchToRussian(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Кредит наличными до 300 000 грн' })).toBeVisible();
  // The shell's own labels, from the dictionary, in Russian.
  await expect(page.getByRole('navigation', { name: 'Язык сайта' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Главное меню' })).toBeAttached();
  expect(loaded).toEqual(['uk', 'ru']);
});

test('the Russian strings start loading as the visitor points at the switch, before the click', async ({ page }) => {
  const loaded = dictionaryLanguagesLoaded(page);
  await openLivePage(page, '/uk/product/kredyt-gotivkoiu');
  await page.getByRole('navigation', { name: 'Мова сайту' }).getByRole('link', { name: /RU|російською/i }).hover();
  await expect.poll(() => loaded).toEqual(['uk', 'ru']);
  await expect(page).toHaveURL(/\/uk\/product\/kredyt-gotivkoiu$/);
});

test('while the other language’s strings are on their way, the page before stays, never a page of untranslated keys', async ({ page }) => {
  let releaseStrings = () => {};
  const stringsHeld = new Promise<void>((resolve) => (releaseStrings = resolve));
  await page.route(/\/dictionary-ru\.[0-9a-f]+\.js$/, async (route) => {
    await stringsHeld;
    await route.continue();
  });
  await openLivePage(page, '/uk/product/kredyt-gotivkoiu');

  await switchToRussian(page);
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Кредит готівкою до 300 000 грн' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Мова сайту' })).toBeVisible();

  releaseStrings();
  await expect(page.getByRole('heading', { level: 1, name: 'Кредит наличными до 300 000 грн' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Язык сайта' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});
