import { setTimeout as delay } from 'node:timers/promises';
import { test, type Page } from '@playwright/test';

/** Opens a page and waits until it is live in the browser (hydrated), not only painted by the server. */
export async function openLivePage(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitUntilLive(page);
}

/**
 * Waits until every block of the page is live. A block below the first screen hydrates only when
 * the visitor comes near it, so this comes near each, as a reader scrolling down would, then goes
 * back to where the page was.
 *
 * Each wait is a call and a step of its own, so that a test timing out here points at the one the page never got
 * past (issue 28: a 90 s timeout with no failing step); one that takes long notes in the report what it still waits for.
 */
export async function waitUntilLive(page: Page) {
  const notLive = () => page.evaluate(blocksNotLive);
  await waitNoting('the first screen is live', page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' }), notLive);
  await waitNoting("the shell's background task that watches the blocks below the first screen has run", page.evaluate(afterTheShellsBackgroundTask), notLive);
  await waitNoting('every block below the first screen came near', page.evaluate(comeNearEveryBlock, COMING_NEAR), () =>
    page.evaluate((key) => `coming near ${(window as unknown as Record<string, string>)[key]}`, COMING_NEAR),
  );
  await waitNoting('every block is live', page.locator('html[data-live="true"]').waitFor({ state: 'attached' }), notLive);
}

/** After this long a wait is noted in the test's report (its annotations), with what the page is at: never a failure. */
const NOTE_AFTER_MS = 15_000;
/**
 * After this long a wait fails. Over the 1,080 page loads of a quiet CI run none of these waits took over 2.3 s; a page
 * that never got past one held its worker until the test's own timeout, up to 270 s for a slow test, where the retry
 * passed in seconds (issue 28: one such wait cost a CI run three and a half minutes).
 */
const GIVE_UP_AFTER_MS = 30_000;
/** How long a wait given up asks the page what it is at, for its error. */
const ASK_THE_PAGE_MS = 2_000;
/** Where the page keeps the block being come near, for the report. */
const COMING_NEAR = 'e2eComingNear';

async function waitNoting(step: string, waiting: Promise<unknown>, pageIsAt: () => Promise<string>) {
  await test.step(step, async () => {
    const timer = setTimeout(() => {
      // Not awaited: a page whose main thread never gets to it must not hold the wait itself.
      void pageIsAt()
        .catch((error: Error) => `the page did not say (${error.message.split('\n')[0]})`)
        .then((at) => test.info().annotations.push({ type: 'slow wait for the page to be live', description: `${step}: ${at}` }));
    }, NOTE_AFTER_MS);
    let giveUp: NodeJS.Timeout | undefined;
    const givenUp = new Promise<never>((_, reject) => {
      giveUp = setTimeout(() => {
        void Promise.race([pageIsAt(), delay(ASK_THE_PAGE_MS).then(() => `the page did not answer in ${ASK_THE_PAGE_MS / 1000} s`)])
          .catch((error: Error) => `the page did not say (${error.message.split('\n')[0]})`)
          .then((at) => reject(new Error(`${step}: not after ${GIVE_UP_AFTER_MS / 1000} s, ${at}`)));
      }, GIVE_UP_AFTER_MS);
    });
    try {
      await Promise.race([waiting, givenUp]);
    } finally {
      clearTimeout(timer);
      clearTimeout(giveUp);
    }
  });
}

/** The blocks not live yet, by type and id; the shell's own state when every block is. */
function blocksNotLive(): string {
  const open = [...document.querySelectorAll<HTMLElement>('.bank-block:not([data-live="true"])')];
  const named = open.map((block) => `${block.dataset.blockType}#${block.dataset.blockId}${block.checkVisibility() ? '' : ' (not laid out)'}`);
  return named.length ? `not live: ${named.join(', ')}` : `every block live, html data-live=${document.documentElement.dataset.live}`;
}

/**
 * The shell starts watching the blocks below the first screen in a background task, queued as it marked the first
 * screen live: a background task queued now runs after it (tasks of one priority run in order).
 */
async function afterTheShellsBackgroundTask() {
  const { scheduler } = window as unknown as { scheduler: { postTask(task: () => void, options: { priority: 'background' }): Promise<void> } };
  await scheduler.postTask(() => {}, { priority: 'background' });
}

/**
 * Runs in the page, in one go (issue 28: a round trip and a fixed wait per block, and a pass made before the shell
 * watched, cost seconds a page). It waits for events only, never for the page's timers, which a test may hold still.
 */
async function comeNearEveryBlock(comingNear: string) {
  const { scrollX, scrollY } = window;
  for (const block of document.querySelectorAll<HTMLElement>('.bank-block')) {
    // A block CSS does not lay out is never near: the shell hydrates it in the background.
    if (block.dataset.live === 'true' || !block.checkVisibility()) continue;
    // For the report, should the wait be slow.
    (window as unknown as Record<string, string>)[comingNear] = `${block.dataset.blockType}#${block.dataset.blockId}`;
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
