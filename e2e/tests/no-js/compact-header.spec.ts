import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { LANGUAGES, TEXTS } from '../shell/shell-texts';
import { disclosure } from '../shell/shell-page';

// Project no-js: the compact phone header (issue 27) and the phone's second menu (issue 29) with the server's
// HTML alone: the search icon, the burger's tools and the notice's "more" work before and without script.
test.use({ viewport: { width: 375, height: 667 } });

const PHONE_TEXT = {
  uk: { search: 'Пошук', searchField: 'Пошук по сайту', more: 'Детальніше', secondMenu: 'Додаткове меню', about: 'Про банк', languages: 'Мова сайту' },
  ru: { search: 'Поиск', searchField: 'Поиск по сайту', more: 'Подробнее', secondMenu: 'Дополнительное меню', about: 'О банке', languages: 'Язык сайта' },
} as const;

for (const language of LANGUAGES) {
  const t = TEXTS[language];
  const p = PHONE_TEXT[language];

  test.describe(`${language}, phone, without JavaScript`, () => {
    test('the header is one row at most 64 px high and its search icon opens the search box', async ({ page }) => {
      await page.goto(t.home);
      const header = page.getByRole('banner');
      expect((await header.boundingBox())?.height).toBeLessThanOrEqual(64);
      const field = page.getByRole('searchbox', { name: p.searchField });
      await expect(field).toBeHidden();
      await header.getByRole('link', { name: p.search, exact: true }).click();
      await expect(field).toBeVisible();
      await field.fill('кредит');
      await field.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/${language}/search/`));
    });

    test('the burger holds the second menu and the language switch, and its links lead on', async ({ page }) => {
      await page.goto(t.inner);
      const menu = page.getByRole('navigation', { name: t.mainMenu });
      await disclosure(menu, t.menu).click();
      await expect(menu.getByRole('navigation', { name: p.languages })).toBeVisible();
      await menu.getByRole('navigation', { name: p.secondMenu }).getByRole('link', { name: p.about, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${language}/about$`));
    });

    test('the notice is one line until "more" is pressed', async ({ page }) => {
      await page.goto(t.home);
      const notice = page.getByRole('region').filter({ hasText: t.notice });
      const oneLine = (await notice.boundingBox())?.height ?? 0;
      expect(oneLine).toBeLessThanOrEqual(48);
      await disclosure(notice, p.more).click();
      expect((await notice.boundingBox())?.height).toBeGreaterThan(oneLine + 16);
    });
  });
}
