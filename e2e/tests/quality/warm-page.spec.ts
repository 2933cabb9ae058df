import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage } from '../../support/live-page';

// The warm page (support/warm-page.ts) spares most read-only specs a cold page load; it must keep the HTTP cache
// from test to test and nothing else. Serial: the second test runs in the first one's worker, so in its context.
test.describe.configure({ mode: 'serial' });

/** The page's scripts that came whole from the browser's HTTP cache: nothing sent over the wire for them. */
const scriptsFromCache = () =>
  (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
    ({ initiatorType, transferSize, decodedBodySize }) => initiatorType === 'script' && transferSize === 0 && decodedBodySize > 0,
  ).length;

test('a test leaves a cookie and local storage behind', async ({ page }) => {
  await openLivePage(page, '/uk');
  await page.evaluate(() => localStorage.setItem('left-by-the-test-before', 'yes'));
  await page.context().addCookies([{ name: 'left-by-the-test-before', value: 'yes', url: page.url() }]);
});

test('the next test starts without them, its scripts from the HTTP cache', async ({ page }) => {
  await openLivePage(page, '/uk');
  expect(await page.evaluate(() => localStorage.getItem('left-by-the-test-before'))).toBeNull();
  expect((await page.context().cookies()).map(({ name }) => name)).not.toContain('left-by-the-test-before');
  expect(await page.evaluate(scriptsFromCache)).toBeGreaterThan(0);
});
