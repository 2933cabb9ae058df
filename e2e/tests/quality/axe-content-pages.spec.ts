import { test } from '../../support/warm-page';
import { eachPageInEachLanguage, expectWholePageAccessible, WHOLE_PAGE_AXE_TIMEOUT, type PageType } from '../../support/whole-page-axe';

// The rates and product pages (the articles and lists: axe-article-pages.spec.ts; the rest:
// quality/accessibility-coverage.spec.ts).
const PAGES: PageType[] = [
  { name: 'business exchange rates page', path: { uk: '/uk/business/rates', ru: '/ru/business/rates' } },
  { name: 'business deposit rates page', path: { uk: '/uk/business/deposit-rates', ru: '/ru/business/deposit-rates' } },
  { name: 'card product page', path: { uk: '/uk/product/kredytna-kartka-universalna', ru: '/ru/product/kreditnaya-karta-universalnaya' } },
  { name: 'business product page', path: { uk: '/uk/business/product/rahunok-fop', ru: '/ru/business/product/schet-flp' } },
  { name: 'products list with the compare panel', path: { uk: '/uk/products/credits', ru: '/ru/products/credits' } },
];

// Every test opens its own page, so the two workers share them.
test.describe.configure({ mode: 'parallel', timeout: WHOLE_PAGE_AXE_TIMEOUT });

for (const { name, language, path } of eachPageInEachLanguage(PAGES)) {
  test(`${language}: axe finds no WCAG 2.2 A/AA violation on the ${name}`, ({ page }) => expectWholePageAccessible(page, path));
}
