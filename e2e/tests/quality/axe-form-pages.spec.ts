import { test } from '../../support/warm-page';
import { expectWholePageAccessible, type PageType } from '../../support/whole-page-axe';

// The pages of an application or feedback form, as they open (the rest: quality/accessibility-coverage.spec.ts).
const PAGES: PageType[] = [
  { name: 'credit card application page', path: { uk: '/uk/kredytna-kartka-zaiavka', ru: '/ru/kreditnaya-karta-zayavka' } },
  { name: 'deposit application page', path: { uk: '/uk/depozyt-zaiavka', ru: '/ru/depozit-zayavka' } },
  { name: 'feedback page', path: { uk: '/uk/vidguk', ru: '/ru/otzyv' } },
  { name: 'business documents upload page', path: { uk: '/uk/business/dokumenty', ru: '/ru/business/dokumenty' } },
];

// Whole composed pages on a shared machine: generous time per test, never timed assertions. Every test opens its
// own page: the two workers share them.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

for (const { name, path } of PAGES) {
  for (const [language, languagePath] of Object.entries(path)) {
    test(`${language}: axe finds no WCAG 2.2 A/AA violation on the ${name}`, ({ page }) => expectWholePageAccessible(page, languagePath));
  }
}
