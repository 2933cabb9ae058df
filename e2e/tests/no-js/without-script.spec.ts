import { expect, test, type Page } from '@playwright/test';
import { LANGUAGES, TEXTS } from '../shell/shell-texts';
import { disclosure } from '../shell/shell-page';
import { SEARCH_TEXT, resultsPath } from '../search/search-texts';

// Project no-js (javaScriptEnabled: false): what a visitor on a failed script, or before hydration,
// can do with the server's HTML alone.

async function openServerPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
}

for (const language of LANGUAGES) {
  const t = TEXTS[language];
  const s = SEARCH_TEXT[language];

  test.describe(`${language}, without JavaScript`, () => {
    test('the header search opens the results page of the query', async ({ page }) => {
      await openServerPage(page, t.inner);
      const box = page.getByRole('search').getByRole('searchbox', { name: s.field });
      await box.fill(s.query);
      await box.press('Enter');
      await expect(page).toHaveURL(resultsPath(language, s.query));
      await expect(page.getByRole('heading', { level: 1, name: s.resultsTitle })).toBeVisible();
      await expect(page.getByRole('link', { name: s.product, exact: true }).first()).toBeVisible();
    });

    for (const query of ['.', '..']) {
      test(`a search for ${JSON.stringify(query)} opens its results page, not the 404 or home page`, async ({ page }) => {
        await openServerPage(page, t.inner);
        await page.getByRole('search').getByRole('searchbox', { name: s.field }).fill(query);
        await page.getByRole('search').getByRole('button').click();
        await expect(page.getByRole('heading', { level: 1, name: s.resultsTitle })).toBeVisible();
        await expect(page.getByRole('search').getByRole('searchbox', { name: s.field })).toHaveValue(query);
      });
    }

    test('the burger opens the main menu on a phone and its links lead on', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await openServerPage(page, t.inner);
      const menu = page.getByRole('navigation', { name: t.mainMenu });
      await expect(menu.getByRole('link', { name: t.credits, exact: true })).toBeHidden();
      await disclosure(menu, t.menu).click();
      await menu.getByRole('link', { name: t.credits, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${t.inner}$`));
    });

    test('internet banking, the bell and the accessibility panel open', async ({ page }) => {
      await openServerPage(page, t.home);
      await disclosure(page, t.internetBanking).click();
      await expect(page.getByRole('link', { name: new RegExp(t.ibIndividuals) })).toBeVisible();
      await disclosure(page, t.internetBanking).click();
      await expect(page.getByRole('link', { name: new RegExp(t.ibIndividuals) })).toBeHidden();

      await disclosure(page, t.bell(3)).click();
      await expect(page.getByRole('dialog', { name: t.specialProposals }).getByRole('link')).toHaveCount(3);

      await disclosure(page, t.accessibility).click();
      await expect(page.getByRole('button', { name: t.greyscale })).toBeVisible();
    });

    test('the language switch keeps the visitor on the same page', async ({ page }) => {
      await openServerPage(page, t.inner);
      const other = LANGUAGES.find((candidate) => candidate !== language) ?? language;
      await page
        .getByRole('navigation', { name: language === 'uk' ? 'Мова сайту' : 'Язык сайта' })
        .getByRole('link')
        .click();
      await expect(page).toHaveURL(new RegExp(`${TEXTS[other].inner}$`));
    });

    test('the pager leads to the next page of a list', async ({ page }) => {
      await openServerPage(page, `/${language}/news`);
      const pager = page.getByRole('navigation', { name: language === 'uk' ? 'Сторінки' : 'Страницы' });
      const firstTitle = await page.getByRole('main').getByRole('heading', { level: 2 }).first().textContent();
      await pager.getByRole('link', { name: language === 'uk' ? 'Сторінка 2' : 'Страница 2', exact: true }).click();
      await expect(page).toHaveURL(/[?&]page=1/);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).not.toHaveText(firstTitle ?? '');
    });

    test('the notice closes, the visitor stays on the page, and the next page comes without it', async ({ page }) => {
      await openServerPage(page, t.inner);
      const notice = page.getByText(t.notice);
      await expect(notice).toBeVisible();
      await page.getByRole('button', { name: t.closeNotice }).click();
      await expect(page).toHaveURL(new RegExp(`${t.inner}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(notice).toHaveCount(0);
      await openServerPage(page, t.home);
      await expect(page.getByRole('navigation', { name: t.mainMenu })).toBeVisible();
      await expect(page.getByText(t.notice)).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.closeNotice })).toHaveCount(0);
    });

    test('a link in the footer leads to its page', async ({ page }) => {
      await openServerPage(page, t.home);
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Блог', exact: true });
      await footerLink.click();
      await expect(page).toHaveURL(new RegExp(`/${language}/blog$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
}

test('uk, without JavaScript: collapsed content opens — a slide_toggle item, the rest of a text, the other cards, the other deposits', async ({ page }) => {
  await openServerPage(page, '/uk/blocks-showcase');
  const answer = page.getByText('Обслуговування рахунку безкоштовне для всіх клієнтів.');
  await expect(answer).toBeHidden();
  await page.locator('summary', { has: page.getByRole('heading', { name: 'Скільки коштує обслуговування?' }) }).click();
  await expect(answer).toBeVisible();
  const moreText = page.getByText('Сьогодні мережа банку — 120 відділень у 24 областях і понад 900 банкоматів.');
  await expect(moreText).toBeHidden();
  await page.locator('summary', { hasText: 'Показати більше' }).click();
  await expect(moreText).toBeVisible();
  const otherCard = page.getByRole('heading', { level: 3, name: 'Visa Infinite' });
  await expect(otherCard).toBeHidden();
  await page.locator('summary', { hasText: 'Показати інші картки' }).click();
  await expect(otherCard).toBeVisible();

  await openServerPage(page, '/uk/deposit-rates');
  const otherDeposit = page.getByRole('table', { name: /Депозит «Онлайн»/ });
  await expect(otherDeposit).toBeHidden();
  await page.locator('summary', { hasText: 'Інші депозити (2)' }).click();
  await expect(otherDeposit).toBeVisible();
});
