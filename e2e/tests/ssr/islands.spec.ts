import { expect, test, type Page, type Route } from '@playwright/test';
import { sitePorts } from '../../support/site-ports';
import { watchConsole } from '../../support/console-errors';
import { loadedShares } from '../../support/shared-scope';
import { openLivePage, waitUntilLive } from '../../support/live-page';
import { holdRemoteCode } from '../../support/held-remote-code';

const { remotes } = sitePorts();
const belowTheFold = new Set([remotes.mf_forms, remotes.mf_map]);
const isBelowTheFold = (url: URL) => belowTheFold.has(Number(url.port));

// Lighthouse's phone screen: the subscription form and the branch map are far below it on /uk.
test.use({ viewport: { width: 412, height: 823 } });
const DESKTOP = { width: 1280, height: 900 };

test('on a phone, /uk answers on its first screen without loading the code of the blocks below it, nor of the closed search box', async ({ page }) => {
  const console = watchConsole(page);
  const requested: string[] = [];
  const searchCode: string[] = [];
  page.on('request', (request) => {
    if (isBelowTheFold(new URL(request.url()))) requested.push(request.url());
    if (Number(new URL(request.url()).port) === remotes.mf_search) searchCode.push(request.url());
  });
  await page.goto('/uk');
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
  await expect(page.locator('html')).not.toHaveAttribute('data-live', 'true');

  expect(searchCode).toEqual([]);

  // The header's search box (an island of mf-search, opened from the phone header's icon) loads its code once shown.
  await page.getByRole('banner').getByRole('link', { name: 'Пошук', exact: true }).click();
  await expect(page.locator('[data-block-id="header-search"]')).toHaveAttribute('data-live', 'true');
  expect(searchCode.length).toBeGreaterThan(0);
  const search = page.getByRole('banner').getByRole('search').getByRole('searchbox');
  await search.fill('кредит');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/uk\/search\/%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82$/);
  expect(console.uncaught).toEqual([]);
});

test('a block that is all in its server HTML loads no code: the home page text is live as the server sent it', async ({ page }) => {
  const contentCode: string[] = [];
  page.on('request', (request) => {
    if (Number(new URL(request.url()).port) === remotes.mf_content) contentCode.push(request.url());
  });
  await page.goto('/uk');
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const intro = page.locator('[data-block-id="home-intro"]');
  await expect(intro).toHaveAttribute('data-live', 'true');
  await expect(intro.getByRole('heading', { level: 2 })).toBeVisible();
  expect(contentCode).toEqual([]);

  // mf-content's blocks that do something in the browser still load it: the FAQ below opens its answers.
  const faq = page.locator('[data-block-id="home-faq"]');
  await faq.scrollIntoViewIfNeeded();
  await expect(faq).toHaveAttribute('data-live', 'true');
  expect(contentCode.some((url) => url.includes('__federation_expose_accordion'))).toBe(true);
  expect(contentCode.some((url) => url.includes('__federation_expose_basic'))).toBe(false);
});

/**
 * Opens /uk with the code of the blocks below the first screen held back, and scrolls to the
 * subscription form, which asks for its code: the held requests and the form's region.
 */
async function openWithBelowTheFoldHeld(page: Page) {
  const held: Route[] = [];
  await page.route(isBelowTheFold, (route) => {
    held.push(route);
  });
  await page.goto('/uk');
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
  const subscribe = page.getByRole('region', { name: 'Новини банку на вашу пошту' });
  await subscribe.scrollIntoViewIfNeeded();
  return { held, subscribe };
}

test('a block below the first screen loads its code as the visitor comes near it, shows the server HTML until it arrives, then answers', async ({ page }) => {
  const console = watchConsole(page);
  const { held, subscribe } = await openWithBelowTheFoldHeld(page);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(subscribe.getByRole('button', { name: 'Підписатися' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-live', 'true');

  // Unrouting lets the held requests go on.
  await page.unroute(isBelowTheFold);
  await waitUntilLive(page);
  await subscribe.getByRole('button', { name: 'Підписатися' }).click();
  await expect(subscribe.getByText('Будь ласка, заповніть це поле.')).toBeVisible();
  expect(console.uncaught).toEqual([]);
  expect(console.errors).toEqual([]);
});

test('a block whose code comes after the time limit hydrates when it arrives, without a touch', async ({ page }) => {
  const console = watchConsole(page);
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), remoteLoadTimeoutMs: 1_000 } });
  });
  const { held, subscribe } = await openWithBelowTheFoldHeld(page);
  await expect.poll(() => console.errors.some((error) => error.includes('mf_forms') && error.includes('no answer in 1000 ms'))).toBe(true);
  const liveSubscribePlace = page.locator('.bank-block[data-live="true"]').filter({ has: subscribe });
  await expect(liveSubscribePlace).toHaveCount(0);

  await page.unroute(isBelowTheFold);
  await Promise.all(held.map((route) => route.continue()));
  await expect(liveSubscribePlace).toHaveCount(1);
  await subscribe.getByRole('button', { name: 'Підписатися' }).click();
  await expect(subscribe.getByText('Будь ласка, заповніть це поле.')).toBeVisible();
  expect(console.uncaught).toEqual([]);
});

/** Whether the page has run single-spa: the share scopes record each shared package loaded. */
const singleSpaLoaded = async (page: Page) => (await loadedShares(page, ['single-spa']))['single-spa'] !== undefined;

test('a server-rendered page hydrates its first screen without single-spa, which comes only when blocks mount in the browser', async ({ page }) => {
  // Not scrolled: a block's nested parts (the calculator's application form) mount as parcels near the screen.
  await page.goto('/uk');
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(await singleSpaLoaded(page)).toBe(false);

  // Widened to a desktop, where the audience switch is in the bar (on phones it is in the menu).
  await page.setViewportSize(DESKTOP);
  await page.locator('a[href="/uk/business"]').first().click();
  await expect(page).toHaveURL(/\/uk\/business$/);
  // The business home's blocks mount as parcels in the browser: the subscription form answers.
  const subscribe = page.getByRole('region', { name: 'Новини банку на вашу пошту' });
  await subscribe.getByRole('button', { name: 'Підписатися' }).click();
  await expect(subscribe.getByText('Будь ласка, заповніть це поле.')).toBeVisible();
  expect(await singleSpaLoaded(page)).toBe(true);
  // Monitoring reads the same mark on a mounted block's place as on a hydrated one.
  await expect(page.locator('[data-block-type="subscribe"]')).toHaveAttribute('data-live', 'true');
});

test('ids a hydrated block makes in the browser name the elements the server rendered: a switched tab labels its panel', async ({ page }) => {
  await openLivePage(page, '/uk');
  const rates = page.getByRole('region', { name: 'Курси валют', exact: true });
  await expect(rates.getByRole('tabpanel')).toHaveAccessibleName('Готівковий');
  await rates.getByRole('tab', { name: 'Картковий' }).click();
  await expect(rates.getByRole('tab', { name: 'Картковий' })).toHaveAttribute('aria-selected', 'true');
  await expect(rates.getByRole('tabpanel')).toHaveAccessibleName('Картковий');
});

test('a tab clicked before its block’s code arrived is switched once the block hydrates', async ({ page }) => {
  const console = watchConsole(page);
  const ratesCode = await holdRemoteCode(page, 'mf_rates');
  // A held script would hold the load event too: the page is used from its HTML on.
  await page.goto('/uk', { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
  const rates = page.getByRole('region', { name: 'Курси валют', exact: true });
  const cards = rates.getByRole('tab', { name: 'Картковий' });
  await rates.scrollIntoViewIfNeeded();
  await expect.poll(ratesCode.heldCount).toBeGreaterThan(0);

  // The server's HTML: the click does nothing yet.
  await cards.click();
  await expect(cards).toHaveAttribute('aria-selected', 'false');

  await ratesCode.release();
  await expect(page.locator('.bank-block[data-live="true"]').filter({ has: rates })).toHaveCount(1);
  await expect(cards).toHaveAttribute('aria-selected', 'true');
  await expect(rates.getByRole('tabpanel')).toHaveAccessibleName('Картковий');
  expect(console.uncaught).toEqual([]);
});

test('a content tab, a link to its panel, clicked before its block’s code arrived is selected once the block hydrates', async ({ page }) => {
  const console = watchConsole(page);
  const contentCode = await holdRemoteCode(page, 'mf_content');
  await page.goto('/uk/business/acquiring', { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
  const qr = page.getByRole('tab', { name: 'QR-оплата' });
  await qr.scrollIntoViewIfNeeded();
  await expect.poll(contentCode.heldCount).toBeGreaterThan(0);

  await qr.click();
  await expect(qr).toHaveAttribute('aria-selected', 'false');

  await contentCode.release();
  await expect(qr).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'QR-оплата' })).toContainText('Покупець сканує QR-код на касі');
  expect(console.uncaught).toEqual([]);
});

test('what a visitor typed in the header’s search box before its code arrived is what the search looks for', async ({ page }) => {
  // On a desktop, where the search box is in the bar (on phones it opens from an icon).
  await page.setViewportSize(DESKTOP);
  const searchCode = await holdRemoteCode(page, 'mf_search');
  // A held script would hold the load event too: the page is used from its HTML on.
  await page.goto('/uk', { waitUntil: 'domcontentloaded' });
  await expect.poll(searchCode.heldCount).toBeGreaterThan(0);
  const search = page.getByRole('banner').getByRole('search').getByRole('searchbox');
  await search.pressSequentially('кредит');

  await searchCode.release();
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
  await expect(search).toHaveValue('кредит');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/uk\/search\/%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82$/);
});
