import { expect, test, type Page, type Route } from '@playwright/test';
import { sitePorts } from '../../support/site-ports';
import { watchConsole } from '../../support/console-errors';
import { loadedShares } from '../../support/shared-scope';

const { remotes } = sitePorts();
const heldRemotes = new Set([remotes.mf_forms, remotes.mf_map]);
const isHeld = (url: URL) => heldRemotes.has(Number(url.port));

// Lighthouse's phone screen: the subscription form and the branch map are far below it on /uk.
test.use({ viewport: { width: 412, height: 823 } });

/** Opens /uk with the code of mf-forms and mf-map held back; returns the held requests. */
async function openHoldingBelowTheFold(page: Page): Promise<Route[]> {
  const held: Route[] = [];
  await page.route(isHeld, (route) => {
    held.push(route);
  });
  await page.goto('/uk');
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
  return held;
}

test('on a phone, /uk answers on its first screen without waiting for the code of the blocks below it', async ({ page }) => {
  const console = watchConsole(page);
  const held = await openHoldingBelowTheFold(page);
  expect(held.length).toBeGreaterThan(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-live', 'true');

  // The header's search box (an island of mf-search) answers already.
  const search = page.getByRole('banner').getByRole('search').getByRole('searchbox');
  await search.fill('кредит');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/uk\/search\/%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82$/);
  expect(console.uncaught).toEqual([]);
});

test('a block below the first screen shows the server HTML until its code arrives, then hydrates and answers', async ({ page }) => {
  const console = watchConsole(page);
  const held = await openHoldingBelowTheFold(page);
  expect(held.length).toBeGreaterThan(0);
  const subscribe = page.getByRole('region', { name: 'Новини банку на вашу пошту' });
  await expect(subscribe.getByRole('button', { name: 'Підписатися' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Відділення поруч з вами' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-live', 'true');

  // Unrouting lets the held requests go on.
  await page.unroute(isHeld);
  await page.locator('html[data-live="true"]').waitFor({ state: 'attached' });
  await subscribe.getByRole('button', { name: 'Підписатися' }).click();
  await expect(subscribe.getByText('Будь ласка, заповніть це поле.')).toBeVisible();
  expect(console.uncaught).toEqual([]);
  expect(console.errors).toEqual([]);
});

/** Whether the page has run single-spa: the share scopes record each shared package loaded. */
const singleSpaLoaded = async (page: Page) => (await loadedShares(page, ['single-spa']))['single-spa'] !== undefined;

test('a server-rendered page hydrates its blocks without single-spa, which comes only when blocks mount in the browser', async ({ page }) => {
  await page.goto('/uk');
  await page.locator('html[data-live="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  expect(await singleSpaLoaded(page)).toBe(false);

  await page.locator('a[href="/uk/business"]').first().click();
  await expect(page).toHaveURL(/\/uk\/business$/);
  // The business home's blocks mount as parcels in the browser: the subscription form answers.
  const subscribe = page.getByRole('region', { name: 'Новини банку на вашу пошту' });
  await subscribe.getByRole('button', { name: 'Підписатися' }).click();
  await expect(subscribe.getByText('Будь ласка, заповніть це поле.')).toBeVisible();
  expect(await singleSpaLoaded(page)).toBe(true);
});
