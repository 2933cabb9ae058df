import { test } from '../../support/warm-page';
import { expectPagedList, type PagedList } from './list-page';

// The public document lists under /lists/: tenders, awards, press, articles, guarantees (the shareholders' and
// regulators' lists: disclosure-lists.spec.ts; the site's own lists: paged-lists.spec.ts). Every test opens its own
// page and only reads: the two workers share them, each in its warm browser context.
test.describe.configure({ mode: 'parallel' });

const LISTS: PagedList[] = [
  ['/lists/tenders', 'Тендери', 'Тендеры'],
  ['/lists/bank_awards', 'Нагороди банку', 'Награды банка'],
  ['/lists/press_service', 'Пресслужба', 'Пресс-служба'],
  ['/lists/article', 'Статті', 'Статьи'],
  ['/lists/guarantees', 'Банківські гарантії', 'Банковские гарантии'],
];

for (const [path, ukTitle, ruTitle] of LISTS) {
  for (const language of ['uk', 'ru'] as const) {
    const address = `/${language}${path}`;
    test(`${address} lists its items and the next page shows others`, ({ page }) =>
      expectPagedList(page, language, address, language === 'uk' ? ukTitle : ruTitle));
  }
}
