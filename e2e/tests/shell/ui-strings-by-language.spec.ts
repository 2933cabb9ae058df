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
  page
    .getByRole('navigation', { name: 'Мова сайту' })
    .getByRole('link', { name: /RU|російською/i })
    .click();

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
  await page
    .getByRole('navigation', { name: 'Мова сайту' })
    .getByRole('link', { name: /RU|російською/i })
    .hover();
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

/** Fails the first `times` requests for a language's strings chunk, as a dropped connection would; counts them all. */
async function dropStrings(page: Page, language: string, times: number) {
  const requests = { count: 0 };
  await page.route(new RegExp(`/dictionary-${language}\\.[0-9a-f]+\\.js$`), async (route) => {
    requests.count += 1;
    if (requests.count <= times) await route.abort('connectionreset');
    else await route.continue();
  });
  return requests;
}

test('strings that fail to arrive once are asked for again, and the page hydrates with its labels', async ({ page }) => {
  const requests = await dropStrings(page, 'uk', 1);
  await openLivePage(page, '/uk/product/kredyt-gotivkoiu');
  await expect(page.getByRole('navigation', { name: 'Мова сайту' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeAttached();
  expect(requests.count).toBe(2);
});

test('while the page’s own strings do not arrive, it stays as the server sent it, and hydrates once they do', async ({ page }) => {
  // Every attempt of the first load fails; the one after the wait goes through.
  const requests = await dropStrings(page, 'uk', 3);
  await page.goto('/uk/product/kredyt-gotivkoiu');
  await expect.poll(() => requests.count).toBe(3);
  await page.waitForTimeout(1_000);
  await expect(page.locator('html')).not.toHaveAttribute('data-first-screen-live', 'true');
  await expect(page.getByRole('navigation', { name: 'Мова сайту' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Кредит готівкою до 300 000 грн' })).toBeVisible();

  await expect(page.locator('html')).toHaveAttribute('data-first-screen-live', 'true', { timeout: 20_000 });
  expect(requests.count).toBe(4);
  await expect(page.getByRole('navigation', { name: 'Мова сайту' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeAttached();
});

test('when the other language’s strings cannot be loaded, the switch asks the server for the page in it', async ({ page }) => {
  await dropStrings(page, 'ru', Infinity);
  await openLivePage(page, '/uk/product/kredyt-gotivkoiu');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });

  await switchToRussian(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Кредит наличными до 300 000 грн' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Язык сайта' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  expect(documents).toEqual([expect.stringMatching(/^\/ru\//)]);
});
