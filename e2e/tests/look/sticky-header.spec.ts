import { expect, test, type Page } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { pageLayoutShifts, recordLayoutShifts } from '../../support/layout-shifts';
import { scrollPageTo } from '../shell/shell-page';

// Issue 27: on phones the header sticks to the top, steps aside while the visitor reads down and comes back when
// they scroll up, without moving anything else; without script it is an ordinary header at the top of the page.
const PHONE = { width: 375, height: 667 };
const HOME = '/uk';
const LOGO = 'Банк — головна сторінка';

const header = (page: Page) => page.getByRole('banner');

/** Where the header's bottom edge is on the screen (negative: it is above the screen, out of sight). */
const headerBottomOnScreen = (page: Page) => header(page).evaluate((element) => element.getBoundingClientRect().bottom);

test.describe('phone, with script', () => {
  test.use({ viewport: PHONE, reducedMotion: 'reduce' });

  test('the header goes away while reading down and comes back at the top of the screen on scrolling up', async ({ page }) => {
    await openLivePage(page, HOME);
    await scrollPageTo(page, 1200);
    await expect.poll(() => headerBottomOnScreen(page)).toBeLessThanOrEqual(0);
    await scrollPageTo(page, 1100);
    await expect.poll(() => header(page).evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    await expect(header(page).getByRole('link', { name: LOGO })).toBeInViewport();
  });

  test('sliding the header away and back moves nothing on the page (no layout shift)', async ({ page }) => {
    await recordLayoutShifts(page);
    await openLivePage(page, HOME);
    await scrollPageTo(page, 1200);
    await expect.poll(() => headerBottomOnScreen(page)).toBeLessThanOrEqual(0);
    await scrollPageTo(page, 1100);
    await expect.poll(() => headerBottomOnScreen(page)).toBeGreaterThan(0);
    // Each shift once, whatever number of elements it moved (as the layout shift score adds them up).
    const shifts = await pageLayoutShifts(page);
    expect(
      shifts.reduce((sum, shift) => sum + shift.score, 0),
      JSON.stringify(shifts, null, 1),
    ).toBeLessThanOrEqual(0.01);
  });

  test('a keyboard visitor tabbing into the hidden header finds it in view', async ({ page }) => {
    await openLivePage(page, HOME);
    await scrollPageTo(page, 1200);
    await expect.poll(() => headerBottomOnScreen(page)).toBeLessThanOrEqual(0);
    await header(page).getByRole('link', { name: LOGO }).focus();
    await expect.poll(() => headerBottomOnScreen(page)).toBeGreaterThan(0);
  });
});

test.describe('phone, without script', () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test('the header is an ordinary one: reading down leaves it at the top of the page', async ({ page }) => {
    await page.goto(HOME);
    await page.mouse.wheel(0, 1200);
    // The protocol's bounding box, not a script in the page: the page runs none here.
    await expect.poll(async () => (await header(page).boundingBox())?.y ?? 0).toBeLessThan(-100);
  });
});

test('on a laptop the header stays at the top of the page: the bar is not sticky', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openLivePage(page, HOME);
  await scrollPageTo(page, 1200);
  await scrollPageTo(page, 1100);
  expect(await headerBottomOnScreen(page)).toBeLessThanOrEqual(0);
});
