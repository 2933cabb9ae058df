import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage } from '../../support/live-page';
import { LANGUAGES, TEXTS, WIDTHS } from '../shell/shell-texts';
import { disclosure } from '../shell/shell-page';
import { expectFocusKeptUntilEscape } from '../../support/dialog-focus';

// Issue 11: the keyboard paths and the `lang` attribute that the area specs leave out (axe on the popup states:
// accessibility-coverage.spec.ts). Every test opens its own page: the two workers share them.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

type Language = (typeof LANGUAGES)[number];

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
  await expectFocusKeptUntilEscape(page, popup, open, 12);
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
