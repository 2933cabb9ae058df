import type { Page } from '@playwright/test';

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
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
  await page.evaluate(comeNearEveryBlock);
  await page.locator('html[data-live="true"]').waitFor({ state: 'attached' });
}

/**
 * Runs in the page, in one go (issue 28: a round trip and a fixed wait per block, and a pass made before the shell
 * watched, cost seconds a page). It waits for events only, never for the page's timers, which a test may hold still.
 */
async function comeNearEveryBlock() {
  // The shell starts watching the blocks below the first screen in a background task, queued as it marked the first
  // screen live: a background task queued now runs after it (tasks of one priority run in order).
  const { scheduler } = window as unknown as { scheduler: { postTask(task: () => void, options: { priority: 'background' }): Promise<void> } };
  await scheduler.postTask(() => {}, { priority: 'background' });
  const { scrollX, scrollY } = window;
  for (const block of document.querySelectorAll<HTMLElement>('.bank-block')) {
    // A block CSS does not lay out is never near: the shell hydrates it in the background.
    if (block.dataset.live === 'true' || !block.checkVisibility()) continue;
    block.scrollIntoView({ block: 'center', behavior: 'instant' });
    // Observers are told in the order they were made: once this one hears of the block, the shell's has too.
    await new Promise<void>((resolve) => {
      const seen = new IntersectionObserver(() => {
        seen.disconnect();
        resolve();
      });
      seen.observe(block);
    });
  }
  window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
}
