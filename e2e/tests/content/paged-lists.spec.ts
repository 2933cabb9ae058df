import { expect } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { test } from '../../support/warm-page';
import { alsoChecked, expectPagedList, listHeadings, type PagedList } from './list-page';

// The site's own paged lists: news, blog, career, FAQ, history (the document lists: document-lists.spec.ts).
// Every test opens its own page and only reads: the two workers share them, each in its warm browser context.
test.describe.configure({ mode: 'parallel' });

const LISTS: PagedList[] = [
  ['/news', 'Новини банку', 'Новости банка'],
  ['/blog', 'Блог', 'Блог'],
  ['/career', 'Кар’єра в банку', 'Карьера в банке'],
  ['/faq', 'Часті запитання клієнтів', 'Частые вопросы клиентов'],
  ['/about/history', 'Історія банку', 'История банка'],
];
// Where the headings and axe are checked on the same load as the paging; the news list's axe is in
// quality/axe-page-types.spec.ts.
const HEADINGS_CHECKED = new Set(['/uk/news', '/uk/faq', '/uk/career', '/ru/blog']);
const AXE_CHECKED = new Set(['/uk/career', '/ru/blog']);

for (const [path, ukTitle, ruTitle] of LISTS) {
  for (const language of ['uk', 'ru'] as const) {
    const address = `/${language}${path}`;
    const also = { headings: HEADINGS_CHECKED.has(address), axe: AXE_CHECKED.has(address) };
    test(`${address} lists its items and the next page shows others${alsoChecked(also)}`, ({ page }) =>
      expectPagedList(page, language, address, language === 'uk' ? ukTitle : ruTitle, also));
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
