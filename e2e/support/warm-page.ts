import { test as base, type BrowserContext } from '@playwright/test';

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
export const test = base.extend<object, { workerContext: BrowserContext }>({
  workerContext: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled, locale, timezoneId } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, userAgent, deviceScaleFactor, isMobile, hasTouch, javaScriptEnabled, locale, timezoneId });
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],

  page: async ({ workerContext, viewport, colorScheme, reducedMotion, forcedColors, actionTimeout, navigationTimeout }, provide) => {
    await workerContext.setStorageState({ cookies: [], origins: [] });
    await workerContext.clearPermissions();
    const page = await workerContext.newPage();
    page.setDefaultTimeout(actionTimeout || 0);
    page.setDefaultNavigationTimeout(navigationTimeout || 0);
    if (viewport) await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme, reducedMotion, forcedColors });
    try {
      await provide(page);
    } finally {
      // Every tab of the test, popups included: the next test starts from none.
      await Promise.all(workerContext.pages().map((opened) => opened.close()));
    }
  },
});
