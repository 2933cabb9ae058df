import { expect, type Page } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage } from '../../support/live-page';
import { LANGUAGES, SEARCH_TEXT, resultsPath } from './search-texts';

/** Every call the page makes to the site search, in order. */
function watchSearchCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/jsonapi/wise/search')) calls.push(url.searchParams.get('search_api_fulltext') ?? '');
  });
  return calls;
}

for (const language of LANGUAGES) {
  const text = SEARCH_TEXT[language];

  test.describe(`header search box (${language})`, () => {
    test('typing alone searches nothing; Enter opens the results page with the Cyrillic query URL-encoded', async ({ page }) => {
      await openLivePage(page, `/${language}`);
      await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
      const calls = watchSearchCalls(page);
      const box = page.getByRole('search').getByRole('searchbox', { name: text.field });
      await box.pressSequentially('кредит готівкою');
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
      await box.press('Enter');
      await expect(page).toHaveURL(resultsPath(language, 'кредит готівкою'));
      await expect(page.getByRole('heading', { level: 1, name: text.resultsTitle })).toBeVisible();
      await expect(page.getByText(text.count)).toBeVisible();
      // One search, for the whole query: none was made while typing.
      expect(calls).toEqual(['кредит готівкою']);
    });

    test('on a phone, a query filled in one go right after arrival is the one Enter opens', async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      // Not waiting for the page to be live: the visitor opens the box and pastes while the blocks hydrate.
      await page.goto(`/${language}`, { waitUntil: 'domcontentloaded' });
      await page.getByRole('banner').getByRole('link', { name: text.icon, exact: true }).click();
      const box = page.getByRole('search').getByRole('searchbox', { name: text.field });
      await box.fill(text.query);
      await box.press('Enter');
      await expect(page).toHaveURL(resultsPath(language, text.query));
      await expect(page.getByRole('heading', { level: 1, name: text.resultsTitle })).toBeVisible();
    });

    test('Enter on an empty or whitespace query does nothing', async ({ page }) => {
      await openLivePage(page, `/${language}`);
      const box = page.getByRole('searchbox', { name: text.field });
      await box.press('Enter');
      await box.fill('   ');
      await box.press('Enter');
      await box.fill(text.query);
      await box.press('Enter');
      await expect(page).toHaveURL(resultsPath(language, text.query));
      // Had a blank query opened a page, going back would land there rather than on the home page.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
      await expect(page.getByRole('heading', { level: 1, name: text.home })).toBeVisible();
    });

    test('clearing the input clears the results', async ({ page }) => {
      await openLivePage(page, resultsPath(language, text.query));
      const box = page.getByRole('searchbox', { name: text.field });
      await expect(box).toHaveValue(text.query);
      await expect(page.getByRole('tablist')).toBeVisible();
      await box.fill('');
      await expect(page.getByRole('tablist')).toHaveCount(0);
      await expect(page.getByRole('region', { name: text.products })).toHaveCount(0);
      await expect(page.getByText(text.count)).toHaveCount(0);
      await expect(page.getByText(text.cleared)).toBeVisible();
      await expect(page).toHaveURL(resultsPath(language, text.query));
    });

    test('after Enter on another page, clearing the input clears the results and the query line', async ({ page }) => {
      await openLivePage(page, `/${language}/credits`);
      const box = page.getByRole('searchbox', { name: text.field });
      await box.fill(text.query);
      await box.press('Enter');
      await expect(page.getByRole('tablist')).toBeVisible();
      await expect(page.getByText(text.yourQuery)).toBeVisible();
      await box.fill('');
      await expect(page.getByRole('tablist')).toHaveCount(0);
      await expect(page.getByText(text.yourQuery)).toHaveCount(0);
      await expect(page.getByText(text.cleared)).toBeVisible();
    });
  });
}

test('after switching to RU in the browser, the header search speaks Russian and opens /ru/search', async ({ page }) => {
  await openLivePage(page, '/uk/credits');
  await page.getByRole('navigation', { name: 'Мова сайту' }).getByRole('link', { name: /^RU/ }).click();
  await expect(page).toHaveURL(/\/ru\/credits$/);
  const box = page.getByRole('search').getByRole('searchbox', { name: SEARCH_TEXT.ru.field });
  await expect(box).toHaveAttribute('placeholder', SEARCH_TEXT.ru.placeholder);
  await box.fill(SEARCH_TEXT.ru.query);
  await box.press('Enter');
  await expect(page).toHaveURL(resultsPath('ru', SEARCH_TEXT.ru.query));
  await expect(page.getByRole('heading', { level: 1, name: SEARCH_TEXT.ru.resultsTitle })).toBeVisible();
});

for (const width of [375, 1440]) {
  test(`the search box sits whole on screen, below the header's top, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openLivePage(page, '/uk');
    // On phones the header is one row: its search icon opens the box below the bar.
    if (width < 768) await page.getByRole('banner').getByRole('link', { name: 'Пошук', exact: true }).click();
    const box = page.getByRole('banner').getByRole('search');
    await expect(box).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const bounds = await box.boundingBox();
    expect(header && bounds).toBeTruthy();
    if (!header || !bounds) return;
    expect(bounds.x).toBeGreaterThanOrEqual(0);
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(width);
    expect(bounds.y).toBeGreaterThanOrEqual(header.y);
    if (width >= 768) expect(bounds.y + bounds.height).toBeLessThanOrEqual(header.y + header.height);
    // Wide enough to read a query, tall enough to tap; on a phone, the whole width but the page's padding.
    expect(bounds.width).toBeGreaterThanOrEqual(width < 768 ? width - 48 : 160);
    expect(bounds.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
