import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../../support/warm-page';
import { expectNoAxeViolations } from '../../support/axe';
import { openLivePage } from '../../support/live-page';
import { openWholePage } from '../../support/whole-page-axe';
import { LANGUAGES, TEXTS, WIDTHS } from '../shell/shell-texts';
import { disclosure } from '../shell/shell-page';

// Issue 11: axe (WCAG 2.2 A/AA) on every popup state, in uk and ru, plus the keyboard paths and the `lang`
// attribute. The whole pages are in quality/axe-calculator-pages, axe-content-pages and axe-form-pages. The area
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

async function tabUntilFocused(page: Page, target: Locator, most = 60) {
  for (let presses = 0; presses < most && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const language of LANGUAGES) {
  const t = TEXTS[language];

  test(`${language}: html lang follows the language, on the server and after client-side switching`, async ({ page }) => {
    const served = await (await page.request.get(t.inner)).text();
    expect(served).toMatch(new RegExp(`<html lang="${language}"`));

    await openLivePage(page, t.inner);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    // A marker on window survives only a client-side navigation, not a page load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const other: Language = language === 'uk' ? 'ru' : 'uk';
    const switchLabel = language === 'uk' ? 'Російською' : 'На украинском';
    await page
      .getByRole('navigation', { name: language === 'uk' ? 'Мова сайту' : 'Язык сайта' })
      .getByRole('link', { name: switchLabel })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${other}/credits$`));
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXTS[other].credits);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // Text in another language says so, so that screen readers switch voice: only uk, ru and en occur.
    const languagesMarked = await page.locator('body [lang]').evaluateAll((elements) => elements.map((element) => element.getAttribute('lang')));
    expect(languagesMarked.filter((marked) => !['uk', 'ru', 'en'].includes(marked ?? ''))).toEqual([]);
  });

  test(`${language}: the special proposals popup closes on Escape and gives focus back to the bell`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 900 });
    await openLivePage(page, t.home);
    const bell = disclosure(page, t.bell(3));
    await bell.focus();
    await page.keyboard.press('Enter');
    const popup = page.getByRole('dialog', { name: t.specialProposals });
    await expect(popup).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await expect(bell).toBeFocused();
  });
}

test('the card order popup keeps focus inside, closes on Escape and returns focus to its button', async ({ page }) => {
  await openLivePage(page, '/uk/kredytna-kartka-onlain');
  const open = page.getByRole('button', { name: 'Замовити картку' });
  await open.click();
  const popup = page.getByRole('dialog', { name: 'Замовити картку' });
  await expect(popup.getByLabel("Прізвище, ім'я та по батькові")).toBeVisible();
  for (let step = 0; step < 12; step += 1) {
    await page.keyboard.press('Tab');
    expect(await popup.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(open).toBeFocused();
});

for (const [language, region, previous, next] of [
  ['uk', 'Послуги для бізнесу', 'Попередній слайд', 'Наступний слайд'],
  ['ru', 'Услуги для бизнеса', 'Предыдущий слайд', 'Следующий слайд'],
] as const) {
  test(`${language}: a slider's labelled controls are reached by Tab and move it by Enter`, async ({ page }) => {
    await openLivePage(page, `/${language}/blocks-showcase`);
    // The block's section is named by its heading; the carousel inside it is a group of the same name.
    const slider = page.getByRole('group', { name: region, exact: true });
    const nextButton = slider.getByRole('button', { name: next });
    const previousButton = slider.getByRole('button', { name: previous });
    await expect(previousButton).toBeDisabled();
    await slider.getByRole('heading', { level: 3 }).first().scrollIntoViewIfNeeded();
    await tabUntilFocused(page, nextButton, 200);
    await page.keyboard.press('Enter');
    await expect(previousButton).toBeEnabled();
    await page.keyboard.press('Shift+Tab');
    await expect(previousButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(previousButton).toBeDisabled();
  });
}

test('the map zoom buttons are reached by Tab and work by Enter', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort('connectionrefused'));
  await openLivePage(page, '/uk/branches');
  const block = page.getByRole('region', { name: 'Знайдіть відділення або банкомат' });
  await block.getByRole('button', { name: 'На карті', exact: true }).click();
  const map = block.getByRole('region', { name: 'Карта відділень і банкоматів' });
  const zoomIn = map.getByRole('button', { name: 'Збільшити' });
  const zoomOut = map.getByRole('button', { name: 'Зменшити' });
  await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
  await block.getByRole('button', { name: 'На карті', exact: true }).focus();
  await tabUntilFocused(page, zoomIn);
  await page.keyboard.press('Enter');
  await expect(zoomOut).toHaveAttribute('aria-disabled', 'false');
  await tabUntilFocused(page, zoomOut, 5);
  await page.keyboard.press('Enter');
  await expect(zoomOut).toHaveAttribute('aria-disabled', 'true');
});
