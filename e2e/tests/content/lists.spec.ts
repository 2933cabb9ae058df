import { expect } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { accordionQuestion, expectAnswerOpen } from '../../support/accordion';
import { test } from '../../support/warm-page';
import { expectHeadingsFromH1, listHeadings } from './list-page';

// The lists' filters, order and headings (their paging: paged-lists.spec.ts and document-lists.spec.ts).
// Every test opens its own page and only reads: the two workers share them, each in its warm browser context.
test.describe.configure({ mode: 'parallel' });

const NOT_FOUND = { uk: 'Статті не знайдено', ru: 'Статьи не найдены' } as const;

test('a blog tag shows only the articles with that tag, and "All articles" brings the rest back', async ({ page }) => {
  await openLivePage(page, '/uk/blog');
  await expect(listHeadings(page)).toHaveCount(6);
  await page.getByRole('link', { name: '#Безпека' }).first().click();
  await expect(page).toHaveURL(/\/uk\/blog\?tag=%D0%91%D0%B5%D0%B7%D0%BF%D0%B5%D0%BA%D0%B0$/);
  await expect(page.getByText('Статті з тегом «Безпека»')).toBeVisible();
  await expect(listHeadings(page)).toHaveCount(4);
  // Every shown article carries the tag once.
  await expect(page.getByRole('link', { name: '#Безпека' })).toHaveCount(4);
  await page.getByRole('link', { name: 'Усі статті' }).click();
  await expect(listHeadings(page)).toHaveCount(6);
});

test('/ru/blog?tag= opened directly filters the Russian blog', async ({ page }) => {
  await openLivePage(page, `/ru/blog?tag=${encodeURIComponent('Депозиты')}`);
  await expect(page.getByText('Статьи с тегом «Депозиты»')).toBeVisible();
  await expect(listHeadings(page)).toHaveCount(4);
  await expect(listHeadings(page).first()).toHaveText('Депозит или облигации: что выбрать');
});

for (const language of ['uk', 'ru'] as const) {
  test(`${language}: an unknown tag shows "Articles not found"`, async ({ page }) => {
    await openLivePage(page, `/${language}/blog?tag=${encodeURIComponent('Немає такого')}`);
    await expect(page.getByText(NOT_FOUND[language])).toBeVisible();
    await expect(listHeadings(page)).toHaveCount(0);
  });
}

test('finance reports filter by their reports year; the first year is chosen on arrival, and axe finds no violation', async ({ page }) => {
  await openLivePage(page, '/uk/about/reports');
  const year = page.getByRole('combobox', { name: 'Рік' });
  await expect(year).toHaveValue('2025');
  await expect(listHeadings(page)).toHaveCount(2);
  await expectNoAxeViolations(page);
  await expect(listHeadings(page).first()).toContainText('2025');
  await year.selectOption('2021');
  await expect(listHeadings(page)).toHaveCount(2);
  for (const heading of await listHeadings(page).all()) await expect(heading).toContainText('2021');
});

test('the news archive filters by the year of publication, paged within the year', async ({ page }) => {
  await openLivePage(page, '/ru/press-archive');
  const year = page.getByRole('combobox', { name: 'Год' });
  await expect(year).toHaveValue('2025');
  await year.selectOption('2024');
  await expect(page.getByRole('main').getByRole('time').first()).toContainText('2024');
  await page.getByRole('link', { name: 'Страница 2', exact: true }).click();
  await expect(page.getByRole('main').getByRole('time').first()).toContainText('2024');
});

test('vacancy counts take the word form of each language', async ({ page }) => {
  await openLivePage(page, '/uk/career');
  await expect(page.getByText('13 вакансій')).toBeVisible();
  await openLivePage(page, '/ru/career');
  await expect(page.getByText('13 вакансий')).toBeVisible();
});

test("the leadership list is ordered by weight, not by date; its headings start at the page's h1 and skip no level; axe finds no violation", async ({
  page,
}) => {
  await openLivePage(page, '/uk/about/leadership');
  await expect(listHeadings(page).first()).toHaveText('Олена Литвиненко');
  await expect(listHeadings(page).last()).toHaveText('Олег Левченко');
  await expectHeadingsFromH1(page);
  await expectNoAxeViolations(page);
});

test('a list of an unknown type falls back to the leadership list', async ({ page }) => {
  await openLivePage(page, '/uk/about/team');
  await expect(page.getByRole('heading', { level: 2, name: 'Олена Литвиненко' })).toBeVisible();
  await expect(page.getByText('Голова правління')).toBeVisible();
});

test('FAQ answers open one at a time', async ({ page }) => {
  await openLivePage(page, '/uk/faq');
  const first = accordionQuestion(page, 'Як заблокувати картку?');
  const second = accordionQuestion(page, 'Як змінити PIN-код?');
  await first.click();
  await expectAnswerOpen(first, true);
  await second.click();
  await expectAnswerOpen(second, true);
  await expectAnswerOpen(first, false);
});

// The other lists' headings (the paged lists' are checked with their paging, the leadership list's with its order).
for (const path of ['/uk/experts', '/uk/products/credits', '/uk/products', '/uk/experts/olena-kovalenko']) {
  test(`${path}: the headings start at the page's h1 and skip no level`, async ({ page }) => {
    await openLivePage(page, path);
    await expectHeadingsFromH1(page);
  });
}
