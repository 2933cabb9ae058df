import { expect, type Page } from '@playwright/test';

/** Opens a page and waits until it is live in the browser (hydrated), not only painted by the server. */
export async function openLivePage(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitUntilLive(page);
}

/**
 * Waits until every block of the page is live. A block below the first screen hydrates only when
 * the visitor comes near it, so this comes near each, as a reader scrolling down would, then goes
 * back to where the page was.
 */
export async function waitUntilLive(page: Page) {
  const live = page.locator('html[data-live="true"]');
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
  // Again until live: the shell starts watching the blocks below the first screen a moment after it.
  await expect(async () => {
    await comeNearEveryBlock(page);
    await live.waitFor({ state: 'attached', timeout: 3_000 });
  }).toPass();
}

async function comeNearEveryBlock(page: Page) {
  const { scrollX, scrollY } = await page.evaluate(() => ({ scrollX: window.scrollX, scrollY: window.scrollY }));
  const blocks = page.locator('.bank-block');
  for (let index = 0, count = await blocks.count(); index < count; index += 1) {
    const cameNear = await blocks
      .nth(index)
      .evaluate(
        (element: HTMLElement) => element.dataset.live !== 'true' && (element.scrollIntoView({ block: 'center', behavior: 'instant' }), true),
        undefined,
        { timeout: 1_000 },
      );
    // Waited here, not in the page, whose clock a test may hold still: the browser renders meanwhile and sees the block near.
    if (cameNear) await page.waitForTimeout(40);
  }
  await page.evaluate(([left, top]) => window.scrollTo({ left, top, behavior: 'instant' }), [scrollX, scrollY]);
}
