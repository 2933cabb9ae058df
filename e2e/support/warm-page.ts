import { test as base, type BrowserContext } from '@playwright/test';

/** What a test may leave in an origin besides cookies: everything of Chromium's but its HTTP cache. */
const STORAGE_LEFT_BY_A_TEST = 'local_storage,indexeddb,websql,file_systems,service_workers,cache_storage,shared_storage,storage_buckets';

/**
 * Playwright's test, whose `page` opens in one browser context per worker instead of one per test (issue 28).
 *
 * A fresh context has an empty HTTP cache, so every test fetched and compiled the shell's and the six remotes'
 * scripts again: about 3 s of each page load on the 2-core CI, against 1 s with the cache of the tests before
 * (hashed files are immutable, the rest are revalidated). Only for specs that read pages and click through them:
 * each test still gets a new tab, with no cookies, storage or permissions left by the tests before it. The first
 * visit with a cold cache stays covered by the specs that keep playwright's own page. Playwright traces every context
 * of the worker test by test, this one too: the project's trace on the first retry needs nothing here.
 */
export const test = base.extend<object, { workerContext: WorkerContext }>({
  workerContext: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled, locale, timezoneId });
      const visited = new Set<string>();
      context.on('request', (request) => {
        if (request.isNavigationRequest() && request.url().startsWith('http')) visited.add(new URL(request.url()).origin);
      });
      await provide({ context, visited });
      await context.close();
    },
    { scope: 'worker' },
  ],

  page: async ({ workerContext: { context, visited }, viewport, colorScheme, reducedMotion, forcedColors, actionTimeout, navigationTimeout }, provide) => {
    // Not context.setStorageState: it opens a page of its own and loads in it every origin visited so far to empty
    // their storage, about 0.9 s of each test on the 2-core CI (issue 28). Chromium's Storage domain needs no page.
    await context.clearCookies();
    await context.clearPermissions();
    const page = await context.newPage();
    if (visited.size) {
      const chromium = await context.newCDPSession(page);
      for (const origin of visited) await chromium.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_LEFT_BY_A_TEST });
      await chromium.detach();
      visited.clear();
    }
    page.setDefaultTimeout(actionTimeout || 0);
    page.setDefaultNavigationTimeout(navigationTimeout || 0);
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme, reducedMotion, forcedColors });
    try {
      await provide(page);
    } finally {
      // Every tab of the test, popups included: the next test starts from none.
      await Promise.all(context.pages().map((opened) => opened.close()));
    }
  },
});

/** The worker's context and the origins its tests' pages went to since the last test began. */
interface WorkerContext {
  context: BrowserContext;
  visited: Set<string>;
}
