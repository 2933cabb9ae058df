import { test } from '../../support/warm-page';
import { expectWholePageAccessible, type PageType } from '../../support/whole-page-axe';

// The calculator and affiliate landings (the pages built around a calculator: axe-calculator-pages.spec.ts; the
// rest: quality/accessibility-coverage.spec.ts).
const PAGES: PageType[] = [
  { name: 'calculator landing', path: { uk: '/uk/landing/kredyt', ru: '/ru/landing/kredit' } },
  { name: 'calculator landing without an image', path: { uk: '/uk/landing/depozyt', ru: '/ru/landing/depozit' } },
  { name: 'vertical calculator landing', path: { uk: '/uk/landing/kartka', ru: '/ru/landing/karta' } },
  { name: 'affiliate landing', path: { uk: '/uk/credits-sd', ru: '/ru/credits-sd' } },
];

// Whole composed pages on a shared machine: generous time per test, never timed assertions. Every test opens its
// own page: the two workers share them.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

for (const { name, path } of PAGES) {
  for (const [language, languagePath] of Object.entries(path)) {
    test(`${language}: axe finds no WCAG 2.2 A/AA violation on the ${name}`, ({ page }) => expectWholePageAccessible(page, languagePath));
  }
}
