import { gzipSync } from 'node:zlib';

/**
 * JS and CSS a page loads before it is live (hydrated) — or, with until 'idle', until the network is
 * idle — gzip-compressed at level 9 as a CDN would serve them, split by who serves them: the shell's
 * origin or each remote's port.
 */
export async function measurePageWeight(browser, url, partOf, { until = 'live' } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // The moment the page goes live, taken in the page: a file requested by the same render (a block
  // mounted once live) is not "before live", however soon its response arrives.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.live !== 'true') return;
      window.__liveAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-live'] });
  });
  const responses = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') responses.push(response);
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-live="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const liveAt = await page.evaluate(() => window.__liveAt);
  const counted = until === 'idle' ? responses : responses.filter((response) => response.request().timing().startTime < liveAt);
  const parts = {};
  for (const response of counted) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    const kind = response.request().resourceType() === 'script' ? 'js' : 'css';
    const part = partOf(response.url());
    parts[part] ??= { js: 0, css: 0 };
    parts[part][kind] += gzipSync(body, { level: 9 }).length;
  }
  await context.close();
  return parts;
}
