import { test } from '../../support/warm-page';
import { eachPageInEachLanguage, expectWholePageAccessible, WHOLE_PAGE_AXE_TIMEOUT, type PageType } from '../../support/whole-page-axe';

// The pages of an application or feedback form, as they open (the rest: quality/accessibility-coverage.spec.ts).
const PAGES: PageType[] = [
  { name: 'credit application page', path: { uk: '/uk/zaiavka-na-kredyt', ru: '/ru/zayavka-na-kredit' } },
  { name: 'credit card application page', path: { uk: '/uk/kredytna-kartka-zaiavka', ru: '/ru/kreditnaya-karta-zayavka' } },
  { name: 'deposit application page', path: { uk: '/uk/depozyt-zaiavka', ru: '/ru/depozit-zayavka' } },
  { name: 'feedback page', path: { uk: '/uk/vidguk', ru: '/ru/otzyv' } },
  { name: 'business documents upload page', path: { uk: '/uk/business/dokumenty', ru: '/ru/business/dokumenty' } },
];

// Every test opens its own page, so the two workers share them.
test.describe.configure({ mode: 'parallel', timeout: WHOLE_PAGE_AXE_TIMEOUT });

for (const { name, language, path } of eachPageInEachLanguage(PAGES)) {
  test(`${language}: axe finds no WCAG 2.2 A/AA violation on the ${name}`, ({ page }) => expectWholePageAccessible(page, path));
}
