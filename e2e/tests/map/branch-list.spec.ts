import { expect, type Page } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { watchConsole } from '../../support/console-errors';

// The map block on the home page starts as the branch list: four category tabs, five places a page.
const HOME = {
  uk: {
    block: 'Відділення поруч з вами',
    tabs: ['Відділення', 'Міні-відділення', 'Бізнес-центри', 'Банкомати'],
    first: 'Відділення № 1 «Хрещатик»',
    sixth: 'Відділення «Бровари»',
    atm: 'Банкомат — метро «Хрещатик»',
    found: 'Знайдено: 13',
    search: 'Пошук за адресою або назвою',
    nothing: 'За вашим запитом нічого не знайдено',
    failed: 'Не вдалося завантажити дані',
    retry: 'Спробувати ще раз',
    loading: 'Завантаження…',
    nextPage: 'Наступна сторінка',
    previousPage: 'Попередня сторінка',
    page3: 'Сторінка 3',
  },
  ru: {
    block: 'Отделения рядом с вами',
    tabs: ['Отделения', 'Мини-отделения', 'Бизнес-центры', 'Банкоматы'],
    first: 'Отделение № 1 «Крещатик»',
    sixth: 'Отделение «Бровары»',
    atm: 'Банкомат — метро «Крещатик»',
    found: 'Найдено: 13',
    search: 'Поиск по адресу или названию',
    nothing: 'По вашему запросу ничего не найдено',
    failed: 'Не удалось загрузить данные',
    retry: 'Попробовать ещё раз',
    loading: 'Загрузка…',
    nextPage: 'Следующая страница',
    previousPage: 'Предыдущая страница',
    page3: 'Страница 3',
  },
} as const;

// axe over the block in the states these tests reach: the whole home page is checked in shell/axe-and-not-found.spec.ts,
// and a whole-page run took most of each test here (issue 28).
const MAP_BLOCK = '[data-block-type="map"]';

const cards = (page: Page, block: string) => page.getByRole('region', { name: block }).getByRole('article');

for (const [language, text] of Object.entries(HOME) as Array<[keyof typeof HOME, (typeof HOME)[keyof typeof HOME]]>) {
  test.describe(`branch list on the ${language} home page`, () => {
    // Each test opens its own page and only reads: the two workers share them, each in its warm browser context.
    test.describe.configure({ mode: 'parallel' });

    test('shows the branches five to a page and pages through them', async ({ page }) => {
      await openLivePage(page, `/${language}`);
      const block = page.getByRole('region', { name: text.block });
      await expect(block.getByRole('tab', { name: text.tabs[0], exact: true })).toHaveAttribute('aria-selected', 'true');
      for (const name of text.tabs) await expect(block.getByRole('tab', { name, exact: true })).toBeVisible();
      await expect(block.getByText(text.found)).toBeVisible();
      await expect(cards(page, text.block)).toHaveCount(5);
      await expect(cards(page, text.block).first().getByRole('heading', { name: text.first })).toBeVisible();

      await block.getByRole('link', { name: text.nextPage }).click();
      await expect(cards(page, text.block).first().getByRole('heading', { name: text.sixth })).toBeVisible();
      await block.getByRole('link', { name: text.page3 }).click();
      // 13 branches: the third page holds the last three, chosen in place.
      await expect(cards(page, text.block)).toHaveCount(3);
      await expect(block.getByRole('link', { name: text.nextPage })).toHaveAttribute('aria-disabled', 'true');
      await expect(page).toHaveURL(new RegExp(`/${language}$`));
      await expectNoAxeViolations(page, MAP_BLOCK);
    });

    test("an address asking for a list page (the pager's link) hydrates on that page, which then pages in place", async ({ page }) => {
      const console = watchConsole(page);
      await openLivePage(page, `/${language}?page=1`);
      const block = page.getByRole('region', { name: text.block });
      await expect(cards(page, text.block).first().getByRole('heading', { name: text.sixth })).toBeVisible();
      await block.getByRole('link', { name: text.previousPage }).click();
      await expect(cards(page, text.block).first().getByRole('heading', { name: text.first })).toBeVisible();
      expect(console.errors).toEqual([]);
      expect(console.uncaught).toEqual([]);
    });

    test('a category tab loads its places, showing the loading state first', async ({ page }) => {
      await openLivePage(page, `/${language}`);
      const block = page.getByRole('region', { name: text.block });
      await expect(cards(page, text.block)).toHaveCount(5);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/jsonapi/wise/gmappins?branch=3', async (route) => {
        await held;
        await route.continue();
      });
      await block.getByRole('tab', { name: text.tabs[3], exact: true }).click();
      await expect(block.getByRole('status').filter({ hasText: text.loading })).toBeVisible();
      release();
      await expect(block.getByRole('tab', { name: text.tabs[3], exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(cards(page, text.block).first().getByRole('heading', { name: text.atm })).toBeVisible();
    });

    test('a failed category load says so and loads again on retry', async ({ page }) => {
      await openLivePage(page, `/${language}`);
      const block = page.getByRole('region', { name: text.block });
      await expect(cards(page, text.block)).toHaveCount(5);
      await page.route('**/jsonapi/wise/gmappins?branch=2', (route) => route.fulfill({ status: 500, json: { message: 'Internal error' } }));
      await block.getByRole('tab', { name: text.tabs[2], exact: true }).click();
      await expect(block.getByRole('alert')).toContainText(text.failed);
      await expectNoAxeViolations(page, MAP_BLOCK);
      await page.unroute('**/jsonapi/wise/gmappins?branch=2');
      await block.getByRole('button', { name: text.retry }).click();
      await expect(cards(page, text.block).first()).toBeVisible();
      await expect(block.getByRole('alert')).toHaveCount(0);
    });

    test('a search that matches nothing shows the empty state', async ({ page }) => {
      await openLivePage(page, `/${language}`);
      const block = page.getByRole('region', { name: text.block });
      await block.getByLabel(text.search).fill('Ужгород');
      await expect(block.getByText(text.nothing)).toBeVisible();
      await expect(cards(page, text.block)).toHaveCount(0);
    });

    test('tabs follow the keyboard: arrows move and activate', async ({ page }) => {
      await openLivePage(page, `/${language}`);
      const block = page.getByRole('region', { name: text.block });
      await expect(cards(page, text.block)).toHaveCount(5);
      await block.getByRole('tab', { name: text.tabs[0], exact: true }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(block.getByRole('tab', { name: text.tabs[3], exact: true })).toBeFocused();
      await expect(block.getByRole('tab', { name: text.tabs[3], exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(cards(page, text.block).first().getByRole('heading', { name: text.atm })).toBeVisible();
    });
  });
}
