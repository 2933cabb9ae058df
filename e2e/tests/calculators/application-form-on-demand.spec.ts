import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { holdRequests, type HeldRequests } from '../../support/held-remote-code';
import { openLivePage } from '../../support/live-page';
import { sitePorts } from '../../support/site-ports';
import { keptSubmissions, uniquePhone, W } from '../forms/form-helpers';
import { afterNextFrames } from '../shell/shell-page';

// The application form below a calculator is mf-forms' webform, with its validation and input masks (~50 KB gzip):
// fetched only when the visitor turns to the calculator or the form's place nears the screen, never at page start.
test.slow();

const formsOrigin = `http://localhost:${sitePorts().remotes.mf_forms}`;
const WEBFORM_CODE = /\/__federation_expose_webform\.[0-9a-f]+\.js$/;
const w = W.uk;

/** The requests for the webform's code the page made. */
function watchWebformCode(page: Page) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(formsOrigin) && WEBFORM_CODE.test(request.url())) requested.push(request.url());
  });
  return requested;
}

/**
 * Opens /uk and reads down until the calculator (below the hero and the product cards) is just under the screen's
 * edge: near enough to answer, its form's place still far below.
 */
async function openHomeBeforeCalculator(page: Page) {
  await page.goto('/uk', { waitUntil: 'domcontentloaded' });
  await page
    .locator('[data-block-type="calculator"]')
    .first()
    .evaluate((calculator) => {
      const justBelowTheScreen = calculator.getBoundingClientRect().top + window.scrollY - window.innerHeight - 100;
      window.scrollTo({ top: Math.max(justBelowTheScreen, 0), behavior: 'instant' });
    });
  await page.locator('[data-block-type="calculator"][data-live="true"]').first().waitFor({ state: 'attached' });
}

test('the home page fetches the form only when the visitor uses the calculator; the form then works', async ({ page }) => {
  const webformCode = watchWebformCode(page);
  await openHomeBeforeCalculator(page);
  const calculator = page.getByRole('region', { name: 'Розрахуйте кредит готівкою' });
  await expect(calculator.getByText('3 056,69 грн')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(webformCode).toEqual([]);
  await expect(calculator.getByLabel(w.pib)).toHaveCount(0);

  await calculator.getByRole('textbox', { name: 'Сума кредиту' }).fill('100000');
  await expect(calculator.getByLabel(w.pib)).toBeVisible();
  expect(webformCode).toHaveLength(1);
  await expect(calculator.getByRole('textbox', { name: 'Сума кредиту' })).toHaveValue('100\u00a0000');

  await calculator.getByLabel(w.pib).fill('Коваленко Олена Петрівна');
  await calculator.getByLabel(w.phone).pressSequentially(uniquePhone().typed);
  await calculator.getByLabel(w.activity).selectOption(w.employed);
  await expect(calculator.getByText(`${w.probability}: 65%`)).toBeVisible();
  await calculator.getByRole('button', { name: w.next }).click();
  await expect(page.getByRole('dialog', { name: w.smsTitle })).toBeVisible();
});

test("the form's place scrolled near the screen fetches it, without touching the calculator", async ({ page }) => {
  const webformCode = watchWebformCode(page);
  await openHomeBeforeCalculator(page);
  await page.waitForLoadState('networkidle');
  expect(webformCode).toEqual([]);

  const calculator = page.getByRole('region', { name: 'Розрахуйте кредит готівкою' });
  // Read on, a wheel turn at a time, as a visitor does: the form arrives as its place nears the screen.
  await expect(async () => {
    await page.mouse.wheel(0, 300);
    await expect(calculator.getByLabel(w.pib)).toBeVisible({ timeout: 1_000 });
  }).toPass();
  expect(webformCode).toHaveLength(1);
});

test('a form that fails to load says so; the retry brings it, and the application carries the calculator values', async ({ page, request }) => {
  const phone = uniquePhone();
  const failWebformCode = (route: Parameters<Parameters<Page['route']>[1]>[0]) => route.abort('connectionreset');
  await page.route(WEBFORM_CODE, failWebformCode);
  await openLivePage(page, '/uk/credits/ipoteka');
  const calculator = page.getByRole('region', { name: 'Іпотечний калькулятор' });
  await calculator.getByRole('textbox', { name: 'Вартість нерухомості' }).fill('2500000');
  await expect(calculator.getByText('1 900 000 грн')).toBeVisible();

  const failure = calculator.getByRole('alert').filter({ hasText: 'Не вдалося завантажити форму заявки. Ваш розрахунок збережено — спробуйте ще раз.' });
  await expect(failure).toBeVisible();
  await expectNoAxeViolations(page, '[data-block-type="calculator"]');

  await page.unroute(WEBFORM_CODE, failWebformCode);
  await failure.getByRole('button', { name: 'Спробувати ще раз' }).click();
  await expect(calculator.getByLabel(w.pib)).toBeVisible();
  await expect(failure).toBeHidden();
  await expect(calculator.getByRole('textbox', { name: 'Вартість нерухомості' })).toHaveValue('2\u00a0500\u00a0000');

  await calculator.getByLabel(w.pib).fill('Шевченко Марія Іванівна');
  await calculator.getByLabel(w.phone).pressSequentially(phone.typed);
  await calculator.getByLabel(w.city).selectOption({ label: w.kyiv });
  await calculator.getByRole('button', { name: 'Отримати консультацію' }).click();
  await expect.poll(async () => (await keptSubmissions(request, phone.digits)).length, { timeout: 20_000 }).toBe(1);
  const [kept] = await keptSubmissions(request, phone.digits);
  expect(kept?.webformId).toBe('mortgage');
  expect(kept?.values.calculator).toMatchObject({ summa: 1_900_000, formId: 'mortgage' });
});

/** Where an element is on the screen once the form has arrived in the calculator and the page is painted. */
async function topAfterTheFormArrives(page: Page, calculator: Locator, webformCode: HeldRequests, watched: Locator) {
  await webformCode.release();
  await expect(calculator.getByLabel(w.pib)).toBeAttached();
  await afterNextFrames(page);
  return watched.evaluate((element) => element.getBoundingClientRect().top);
}

test('a form arriving while the visitor reads on below the calculator does not move what they read', async ({ page }) => {
  const webformCode = await holdRequests(page, WEBFORM_CODE);
  await openLivePage(page, '/uk');
  const calculator = page.locator('[data-block-type="calculator"]').first();
  const readOn = calculator.locator('xpath=following-sibling::*[1]');
  // The visitor has read past the calculator: its last lines at the top of the screen, the next block below them.
  await calculator.evaluate((block) => window.scrollTo({ top: block.getBoundingClientRect().bottom + window.scrollY - 120, behavior: 'instant' }));
  await expect.poll(webformCode.heldCount).toBeGreaterThan(0);
  const readingAt = await readOn.evaluate((block) => block.getBoundingClientRect().top);

  const movedBy = (await topAfterTheFormArrives(page, calculator, webformCode, readOn)) - readingAt;
  expect(Math.abs(movedBy)).toBeLessThanOrEqual(1);
});

test('a visitor using the calculator sees it stay put as the form arrives below', async ({ page }) => {
  const webformCode = await holdRequests(page, WEBFORM_CODE);
  await openLivePage(page, '/uk');
  const calculator = page.locator('[data-block-type="calculator"]').first();
  const term = calculator.getByRole('slider', { name: 'Строк кредиту, повзунок' });
  // The calculator's last field near the top of the screen, the form's place above the middle: where a visitor who
  // reads on is, but this one is in the calculator.
  await term.focus();
  await term.evaluate((field) => window.scrollTo({ top: field.getBoundingClientRect().top + window.scrollY - 120, behavior: 'instant' }));
  await expect.poll(webformCode.heldCount).toBeGreaterThan(0);
  const typingAt = await term.evaluate((field) => field.getBoundingClientRect().top);

  const movedBy = (await topAfterTheFormArrives(page, calculator, webformCode, term)) - typingAt;
  expect(Math.abs(movedBy)).toBeLessThanOrEqual(1);
});

test('a phone visitor scrolling down gets the form a screen before its place shows, so its arrival moves nothing they see', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  const webformCode = await holdRequests(page, WEBFORM_CODE);
  await page.goto('/uk/product/kredyt-gotivkoiu', { waitUntil: 'domcontentloaded' });
  const calculator = page.locator('[data-block-type="calculator"]').first();
  // The form's place: its status line says the form comes once the page has loaded (hydration keeps the element).
  const place = (await calculator
    .getByRole('status')
    .filter({ hasText: /JavaScript/ })
    .elementHandle())!;
  // The visitor has begun to read down: the calculator near enough to be live, its form's place two screens below.
  await place.evaluate((element) =>
    window.scrollTo({ top: element.getBoundingClientRect().top + window.scrollY - 2 * window.innerHeight, behavior: 'instant' }),
  );
  await page.locator('[data-block-type="calculator"][data-live="true"]').first().waitFor({ state: 'attached' });

  // The place says it loads the form as soon as the form is wanted: where the place was then is noted at that moment.
  await place.evaluate((element) => {
    new MutationObserver(() => {
      if (element.textContent === 'Завантажуємо форму заявки…' && !('wantedAt' in element.dataset))
        element.dataset.wantedAt = String(element.getBoundingClientRect().top - window.innerHeight);
    }).observe(element, { childList: true, characterData: true, subtree: true });
  });
  // A phone visitor's scroll: 300 px every 350 ms.
  let belowTheScreenWhenWanted: number | undefined;
  for (let step = 0; step < 20 && belowTheScreenWhenWanted === undefined; step += 1) {
    await page.evaluate(() => window.scrollBy(0, 300));
    await page.waitForTimeout(350);
    const wantedAt = await place.evaluate((element) => element.dataset.wantedAt);
    if (wantedAt !== undefined) belowTheScreenWhenWanted = Number(wantedAt);
  }
  expect(belowTheScreenWhenWanted, 'the form is wanted before its place shows').toBeDefined();
  // More than a step below: the next step would have brought it on screen.
  expect(belowTheScreenWhenWanted!).toBeGreaterThan(300);
  await expect.poll(webformCode.heldCount).toBeGreaterThan(0);
});
