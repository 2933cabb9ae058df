import { expect } from '@playwright/test';
import { sitePorts, type RemoteName } from '../../support/site-ports';
import { test } from '../../support/site-test';
import { watchConsole } from '../../support/console-errors';
import { openLivePage } from '../../support/live-page';
import { accordionQuestion } from '../../support/accordion';

test('/ shows the Ukrainian home page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/uk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Банк, який поруч щодня' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
});

for (const [language, heading, menuItem] of [
  ['uk', 'Банк, який поруч щодня', 'Кредити'],
  ['ru', 'Банк, который рядом каждый день', 'Кредиты'],
] as const) {
  test(`the ${language} home page renders the menus from the content system and mf-content blocks`, async ({ page }) => {
    await page.goto(`/${language}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const mainMenu = page.getByRole('navigation', { name: language === 'uk' ? 'Головне меню' : 'Главное меню' });
    await expect(mainMenu.getByRole('link', { name: menuItem, exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
    await expect(accordionQuestion(page, language === 'uk' ? 'Хто може отримати кредит?' : 'Кто может получить кредит?')).toBeVisible();
  });
}

test('the language toggle switches the page, through its alias in the other language', async ({ page }) => {
  await openLivePage(page, '/uk/product/kredyt-gotivkoiu');
  await expect(page.getByRole('heading', { level: 1, name: 'Кредит готівкою до 300 000 грн' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Мова сайту' })
    .getByRole('link', { name: /RU|російською/i })
    .click();
  await expect(page).toHaveURL(/\/ru\/product\/kredit-nalichnymi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Кредит наличными до 300 000 грн' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
});

test('an unknown path shows the 404 page with a Home link', async ({ page }) => {
  await openLivePage(page, '/uk/no-such-page-here');
  await expect(page.getByText('Вибачте, запитувана сторінка не знайдена або не існує')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'На головну', exact: true }).click();
  await expect(page).toHaveURL(/\/uk$/);
});

test('the 404 route answers in Russian too', async ({ page }) => {
  await page.goto('/ru/404');
  await expect(page.getByText('Извините, запрашиваемая страница не найдена или не существует')).toBeVisible();
});

const everyRemote = Object.keys(sitePorts().remotes) as RemoteName[];
for (const remote of everyRemote) {
  test(`with ${remote} down, the rest of the page renders and the failure is logged`, async ({ page, remotePorts }) => {
    const console = watchConsole(page);
    await page.route(`http://localhost:${remotePorts[remote]}/**`, (route) => route.abort('connectionrefused'));
    await openLivePage(page, '/uk');
    await expect(page.getByRole('heading', { level: 1, name: 'Банк, який поруч щодня' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    if (remote !== 'mf_content') {
      await expect(accordionQuestion(page, 'Хто може отримати кредит?')).toBeVisible();
    }
    await expect.poll(() => console.errors.some((text) => text.includes(remote))).toBe(true);
    expect(console.uncaught).toEqual([]);
  });
}
