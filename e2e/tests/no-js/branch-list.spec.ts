import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openServerPage } from './server-page';

// Project no-js (javaScriptEnabled: false): the branch list on the home page as the server sends it. Its pager is
// links the server answers; controls that need script are not shown. On the warm page (issue 28): these tests only read pages and follow links.

const HOME = {
  uk: {
    block: 'Відділення поруч з вами',
    found: 'Знайдено: 13',
    first: 'Відділення № 1 «Хрещатик»',
    sixth: 'Відділення «Бровари»',
    next: 'Наступна сторінка',
    page3: 'Сторінка 3',
  },
  ru: {
    block: 'Отделения рядом с вами',
    found: 'Найдено: 13',
    first: 'Отделение № 1 «Крещатик»',
    sixth: 'Отделение «Бровары»',
    next: 'Следующая страница',
    page3: 'Страница 3',
  },
} as const;

for (const language of ['uk', 'ru'] as const) {
  const h = HOME[language];

  test(`${language}, without JavaScript: the branch list's pager leads through every page of the list`, async ({ page }) => {
    await openServerPage(page, `/${language}`);
    const block = page.getByRole('region', { name: h.block });
    const cards = block.getByRole('article');
    await expect(block.getByText(h.found)).toBeVisible();
    await expect(cards).toHaveCount(5);
    await expect(cards.first().getByRole('heading', { name: h.first })).toBeVisible();
    // What works by script alone is not offered: the category tabs, filters, view and route buttons, "show on map".
    await expect(block.getByRole('tab')).toHaveCount(0);
    await expect(block.getByRole('button')).toHaveCount(0);
    await expect(block.getByRole('searchbox')).toHaveCount(0);
    await expect(block.getByRole('combobox')).toHaveCount(0);

    await block.getByRole('link', { name: h.next }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}\\?page=1$`));
    await expect(cards.first().getByRole('heading', { name: h.sixth })).toBeVisible();
    await block.getByRole('link', { name: h.page3 }).click();
    // 13 branches: the third page holds the last three.
    await expect(cards).toHaveCount(3);
    await expect(block.getByRole('link', { name: h.next })).toHaveAttribute('aria-disabled', 'true');
  });
}
