import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { LANGUAGES, TEXTS } from '../shell/shell-texts';
import { openServerPage } from './server-page';

// Project no-js (javaScriptEnabled: false): the links that lead from page to page (language switch, pager, footer)
// and the content collapsed behind native disclosures, with the server's HTML alone. On the warm page (issue 28):
// these tests only read pages and follow links.

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  test.describe(`${language}, without JavaScript`, () => {
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

    test("the share links share the page's full address, on any page of its list", async ({ page, baseURL }) => {
      const expert = `/${language}/experts/olena-kovalenko`;
      await openServerPage(page, `${expert}?page=1`);
      const share = page.getByRole('navigation', { name: language === 'uk' ? 'Поділитися' : 'Поделиться' });
      await expect(share.getByRole('link', { name: /Telegram/ })).toHaveAttribute('href', `https://t.me/share/url?url=${encodeURIComponent(baseURL + expert)}`);
    });

    test("an info card's details, which open in a dialog with script, are on the card", async ({ page }) => {
      await openServerPage(page, `/${language}/deposits/online`);
      const details = language === 'uk' ? 'Надбавка діє весь строк депозиту' : 'Надбавка действует весь срок депозита';
      await expect(page.getByText(details)).toBeVisible();
      await expect(page.getByRole('button', { name: language === 'uk' ? 'Детальніше про «+0,5% до ставки»' : 'Подробнее о «+0,5% к ставке»' })).toHaveCount(0);
    });

    test('a video is a link to it on YouTube, not a play button that needs script', async ({ page }) => {
      await openServerPage(page, `/${language}/deposits/online`);
      const name = language === 'uk' ? 'Дивитися «Депозит у застосунку за 5 хвилин» на YouTube' : 'Смотреть «Депозит в приложении за 5 минут» на YouTube';
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=M7lc1UVf-VE');
      await expect(page.getByRole('button', { name: /^(Дивитися відео|Смотреть видео) «/ })).toHaveCount(0);
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
