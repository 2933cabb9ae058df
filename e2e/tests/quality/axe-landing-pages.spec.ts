import { testEveryPageWithAxe, type PageType } from '../../support/whole-page-axe';

// The calculator and affiliate landings (the pages built around a calculator: axe-calculator-pages.spec.ts; the
// rest: quality/accessibility-coverage.spec.ts).
const PAGES: PageType[] = [
  { name: 'calculator landing', path: { uk: '/uk/landing/kredyt', ru: '/ru/landing/kredit' } },
  { name: 'calculator landing without an image', path: { uk: '/uk/landing/depozyt', ru: '/ru/landing/depozit' } },
  { name: 'vertical calculator landing', path: { uk: '/uk/landing/kartka', ru: '/ru/landing/karta' } },
  { name: 'affiliate landing', path: { uk: '/uk/credits-sd', ru: '/ru/credits-sd' } },
];

testEveryPageWithAxe(PAGES);
