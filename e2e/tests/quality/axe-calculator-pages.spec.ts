import { test } from '../../support/warm-page';
import { eachPageInEachLanguage, expectWholePageAccessible, WHOLE_PAGE_AXE_TIMEOUT, type PageType } from '../../support/whole-page-axe';

// The pages built around a calculator (the landings: axe-landing-pages.spec.ts; the rest:
// quality/accessibility-coverage.spec.ts).
const PAGES: PageType[] = [
  { name: 'deposit calculator page', path: { uk: '/uk/deposits/stabilnyi', ru: '/ru/deposits/stabilnyj' } },
  { name: 'credit card calculator page', path: { uk: '/uk/cards/kredytna-kartka', ru: '/ru/cards/kreditnaya-karta' } },
  { name: 'mortgage calculator page with its application form', path: { uk: '/uk/credits/ipoteka', ru: '/ru/credits/ipoteka' } },
  { name: 'universal calculator page', path: { uk: '/uk/credits/naikrashcha-propozytsiia', ru: '/ru/credits/luchshee-predlozhenie' } },
  { name: 'calculator with a branch map', path: { uk: '/uk/credits/kredyt-u-viddilenni', ru: '/ru/credits/kredit-v-otdelenii' } },
];

// Every test opens its own page, so the two workers share them.
test.describe.configure({ mode: 'parallel', timeout: WHOLE_PAGE_AXE_TIMEOUT });

for (const { name, language, path } of eachPageInEachLanguage(PAGES)) {
  test(`${language}: axe finds no WCAG 2.2 A/AA violation on the ${name}`, ({ page }) => expectWholePageAccessible(page, path));
}
