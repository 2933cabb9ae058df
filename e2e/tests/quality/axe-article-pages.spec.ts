import { test } from '../../support/warm-page';
import { eachPageInEachLanguage, expectWholePageAccessible, WHOLE_PAGE_AXE_TIMEOUT, type PageType } from '../../support/whole-page-axe';

// The article and list pages (the rates and product pages: axe-content-pages.spec.ts; the rest:
// quality/accessibility-coverage.spec.ts).
const PAGES: PageType[] = [
  { name: 'blog list', path: { uk: '/uk/blog' } },
  { name: 'news item', path: { uk: '/uk/news/bank-znyzyv-stavky', ru: '/ru/news/bank-snizil-stavki' } },
  { name: 'blog article', path: { uk: '/uk/blog/yak-pohasyty-kredyt-dostrokovo', ru: '/ru/blog/kak-pogasit-kredit-dosrochno' } },
  { name: 'experts list', path: { uk: '/uk/experts', ru: '/ru/experts' } },
  { name: 'FAQ list', path: { uk: '/uk/faq', ru: '/ru/faq' } },
  { name: 'document list', path: { uk: '/uk/lists/tenders', ru: '/ru/lists/tenders' } },
];

// Every test opens its own page, so the two workers share them.
test.describe.configure({ mode: 'parallel', timeout: WHOLE_PAGE_AXE_TIMEOUT });

for (const { name, language, path } of eachPageInEachLanguage(PAGES)) {
  test(`${language}: axe finds no WCAG 2.2 A/AA violation on the ${name}`, ({ page }) => expectWholePageAccessible(page, path));
}
