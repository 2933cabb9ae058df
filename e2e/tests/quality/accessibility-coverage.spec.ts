import { expect, type Page } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { openWholePage } from '../../support/whole-page-axe';
import { LANGUAGES, TEXTS, WIDTHS } from '../shell/shell-texts';
import { disclosure } from '../shell/shell-page';

// Issue 11: axe (WCAG 2.2 A/AA) on every popup state, in uk and ru (the keyboard paths and the `lang` attribute:
// keyboard-and-language.spec.ts). The whole pages are in quality/axe-calculator-pages, axe-content-pages and axe-form-pages. The area
// specs already run axe on: home, business home, product, inner and 404 pages with the shell popups and the tablet
// burger menu (shell/); the rates, branches, news list, blocks showcase, expert and search results pages in uk and
// ru (quality/axe-page-types); search results (search/); the blocks showcase and its new blocks, lists, partners
// with the side popup, the expert page (uk), products with the compare popup (ru) (content/); the branch map with a
// branch popup and the branch list (map/); the rates tab panels, deposit rates and their application popup
// (rates/); each calculator block (calculators/); the form pages' error, SMS, popup and result states (forms/).
// This file covers what is left, and only that.

// Whole composed pages on a shared machine: generous time per test, never timed assertions. Every test opens its
// own page: the two workers share them.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

type Language = (typeof LANGUAGES)[number];

/** An open popup or state of a page: how to reach it, and what axe is run over then. */
const STATES: Array<{ name: string; languages: readonly Language[]; open: (page: Page, language: Language) => Promise<string | undefined> }> = [
  {
    name: 'burger menu open with a submenu at phone width',
    languages: LANGUAGES,
    open: async (page, language) => {
      const t = TEXTS[language];
      await page.setViewportSize({ width: WIDTHS.phone, height: 800 });
      await openLivePage(page, t.home);
      const menu = page.getByRole('navigation', { name: t.mainMenu });
      await disclosure(menu, t.menu).click();
      await menu.getByRole('button', { name: t.submenu(t.credits) }).click();
      await expect(menu.getByRole('link', { name: t.creditCash })).toBeVisible();
      return 'header';
    },
  },
  {
    name: 'info popup open on the blocks showcase',
    languages: LANGUAGES,
    open: async (page, language) => {
      await openWholePage(page, `/${language}/blocks-showcase`);
      const title = language === 'uk' ? 'Гарантія вкладів' : 'Гарантия вкладов';
      await page.getByRole('button', { name: language === 'uk' ? `Детальніше про «${title}»` : `Подробнее о «${title}»` }).click();
      await expect(page.getByRole('dialog', { name: title })).toBeVisible();
      return undefined;
    },
  },
  {
    name: 'compare popup open on the deposits list',
    languages: ['uk'],
    open: async (page) => {
      await openWholePage(page, '/uk/products/deposits');
      for (const title of ['Депозит «Стандарт»', 'Депозит «Щедрий»']) {
        await page.getByRole('article', { name: title }).getByRole('button', { name: 'Додати до порівняння' }).click();
      }
      await page.getByRole('button', { name: 'Порівняти' }).click();
      await expect(page.getByRole('dialog', { name: 'Порівняння продуктів' })).toBeVisible();
      return undefined;
    },
  },
  {
    name: 'special proposals popup over the business home page',
    languages: LANGUAGES,
    open: async (page, language) => {
      const t = TEXTS[language];
      await openWholePage(page, t.businessHome);
      await disclosure(page, t.bell(3)).click();
      await expect(page.getByRole('dialog', { name: t.specialProposals })).toBeVisible();
      return '[role="dialog"]';
    },
  },
];

for (const { name, languages, open } of STATES) {
  for (const language of languages) {
    test(`${language}: axe finds no WCAG 2.2 A/AA violation with the ${name}`, async ({ page }) => {
      const include = await open(page, language);
      await expectNoAxeViolations(page, include);
    });
  }
}
