import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { accordionQuestion, expectAnswerOpen } from '../../support/accordion';

// Every test opens its own page and only reads: the two workers share them.
test.describe.configure({ mode: 'parallel' });

const words = {
  uk: { page: (n: number) => `Сторінка ${n}`, next: 'Наступна сторінка', notFound: 'Статті не знайдено', year: 'Рік' },
  ru: { page: (n: number) => `Страница ${n}`, next: 'Следующая страница', notFound: 'Статьи не найдены', year: 'Год' },
} as const;

// These lists have no title of their own: their item titles come straight under the page's h1, as h2.
const listHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });

/** Where a heading comes more than one level below the one before it: a gap in a screen reader's list of headings. */
async function skippedHeadingLevels(page: Page): Promise<string[]> {
  const levels = await page
    .getByRole('main')
    .getByRole('heading')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.getAttribute('aria-level') ?? heading.tagName.slice(1))));
  return levels.flatMap((level, index) => (index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} → h${level}`] : []));
}

const PAGED_LISTS = [
  ['/news', 'Новини банку', 'Новости банка'],
  ['/blog', 'Блог', 'Блог'],
  ['/career', 'Кар’єра в банку', 'Карьера в банке'],
  ['/faq', 'Часті запитання клієнтів', 'Частые вопросы клиентов'],
  ['/about/history', 'Історія банку', 'История банка'],
  ['/lists/tenders', 'Тендери', 'Тендеры'],
  ['/lists/decision', 'Рішення органів управління', 'Решения органов управления'],
  ['/lists/info_for_shareholders', 'Інформація для акціонерів', 'Информация для акционеров'],
  ['/lists/bank_awards', 'Нагороди банку', 'Награды банка'],
  ['/lists/press_service', 'Пресслужба', 'Пресс-служба'],
  ['/lists/normative_docs', 'Нормативні документи', 'Нормативные документы'],
  ['/lists/registered_orders', 'Зареєстровані розпорядження', 'Зарегистрированные распоряжения'],
  ['/lists/article', 'Статті', 'Статьи'],
  ['/lists/ownership_structure', 'Структура власності', 'Структура собственности'],
  ['/lists/guarantees', 'Банківські гарантії', 'Банковские гарантии'],
] as const;

/** Asks for a page's first heading to be its h1 and for no heading level to be skipped below it. */
async function expectHeadingsFromH1(page: Page) {
  const first = page.getByRole('main').getByRole('heading').first();
  await expect(first).toBeVisible();
  expect(await first.evaluate((heading) => heading.tagName)).toBe('H1');
  expect(await skippedHeadingLevels(page)).toEqual([]);
}

// A list without a title has its item titles one level below the page's h1; a titled list (/uk/products,
// the expert's articles) one level below its own h2. Where the headings and axe are checked on a paged list, they
// are checked on the same load as its paging (issue 28); the news list's axe is in quality/axe-page-types.spec.ts.
const HEADINGS_CHECKED = new Set(['/uk/news', '/uk/faq', '/uk/career', '/ru/blog']);
const AXE_CHECKED = new Set(['/uk/career', '/ru/blog']);

for (const [path, ukTitle, ruTitle] of PAGED_LISTS) {
  for (const language of ['uk', 'ru'] as const) {
    const address = `/${language}${path}`;
    const headings = HEADINGS_CHECKED.has(address);
    const axe = AXE_CHECKED.has(address);
    const also = `${headings ? "; the headings start at the page's h1 and skip no level" : ''}${axe ? '; axe finds no violation' : ''}`;
    test(`${address} lists its items and the next page shows others${also}`, async ({ page }) => {
      await openLivePage(page, address);
      await expect(page.getByRole('heading', { level: 1, name: language === 'uk' ? ukTitle : ruTitle })).toBeVisible();
      if (headings) await expectHeadingsFromH1(page);
      if (axe) {
        await expect(listHeadings(page).first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
      const first = await listHeadings(page).first().innerText();
      const pagination = page.getByRole('navigation', { name: language === 'uk' ? 'Сторінки' : 'Страницы' });
      await pagination.getByRole('link', { name: words[language].page(2), exact: true }).click();
      await expect(page).toHaveURL(/[?&]page=1/);
      await expect(listHeadings(page).first()).not.toHaveText(first);
      await expect(pagination.getByRole('link', { name: words[language].page(2), exact: true })).toHaveAttribute('aria-current', 'page');
    });
  }
}

test('the last page disables Next and the first page comes back on history back', async ({ page }) => {
  await openLivePage(page, '/uk/news');
  const pagination = page.getByRole('navigation', { name: 'Сторінки' });
  const first = await listHeadings(page).first().innerText();
  await pagination.getByRole('link', { name: 'Сторінка 3', exact: true }).click();
  await expect(pagination.getByRole('link', { name: 'Наступна сторінка' })).toHaveAttribute('aria-disabled', 'true');
  await expect(listHeadings(page)).toHaveCount(3);
  await page.goBack();
  await expect(listHeadings(page).first()).toHaveText(first);
});

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
    await expect(page.getByText(words[language].notFound)).toBeVisible();
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
