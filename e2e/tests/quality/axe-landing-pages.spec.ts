import { test } from '../../support/warm-page';
import { eachPageInEachLanguage, expectWholePageAccessible, WHOLE_PAGE_AXE_TIMEOUT, type PageType } from '../../support/whole-page-axe';

// The calculator and affiliate landings (the pages built around a calculator: axe-calculator-pages.spec.ts; the
// rest: quality/accessibility-coverage.spec.ts).
const PAGES: PageType[] = [
  { name: 'calculator landing', path: { uk: '/uk/landing/kredyt', ru: '/ru/landing/kredit' } },
  { name: 'calculator landing without an image', path: { uk: '/uk/landing/depozyt', ru: '/ru/landing/depozit' } },
  { name: 'vertical calculator landing', path: { uk: '/uk/landing/kartka', ru: '/ru/landing/karta' } },
  { name: 'affiliate landing', path: { uk: '/uk/credits-sd', ru: '/ru/credits-sd' } },
];

// Every test opens its own page, so the two workers share them.
test.describe.configure({ mode: 'parallel', timeout: WHOLE_PAGE_AXE_TIMEOUT });

for (const { name, language, path } of eachPageInEachLanguage(PAGES)) {
  test(`${language}: axe finds no WCAG 2.2 A/AA violation on the ${name}`, ({ page }) => expectWholePageAccessible(page, path));
}
