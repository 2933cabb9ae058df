import { gzipSync } from 'node:zlib';

/** The document marks the shell sets (shell/src/islands/island-hydration.ts). */
const MARKS = { 'first-screen': 'data-first-screen-live', live: 'data-live' };

/**
 * Scrolls down the page as a reader would, block by block, until every block is live: below the
 * first screen, a block loads its code only as the visitor comes near it.
 */
async function readToTheEnd(page) {
  const live = page.locator('html[data-live="true"]');
  for (let attempt = 0; attempt < 10 && !(await live.count()); attempt += 1) {
    await page.evaluate(async () => {
      for (const block of document.querySelectorAll('.bank-block')) {
        block.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await live.waitFor({ state: 'attached', timeout: 3_000 }).catch(() => undefined);
  }
  await live.waitFor({ state: 'attached', timeout: 30_000 });
}

/**
 * JS and CSS a page loads before its first screen is live, before all of it is live (hydrated, read
 * to the end) — or, with until 'idle', until the network is idle after that — gzip-compressed at
 * level 9 as a CDN would serve them, split by who serves them: the shell's origin or each remote's
 * port. The first screen depends on the viewport (playwright's default 1280×720 unless given).
 */
/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {(url: string) => string} partOf
 * @param {{ until?: string, viewport?: { width: number, height: number } }} [measure]
 */
export async function measurePageWeight(browser, url, partOf, { until = 'live', viewport } = {}) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const mark = MARKS[until] ?? MARKS.live;
  // The moment the page reaches the mark, taken in the page: a file requested by the same render (a
  // block mounted once live) is not "before", however soon its response arrives.
  await page.addInitScript((attribute) => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.getAttribute(attribute) !== 'true') return;
      window.__markedAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });
  }, mark);
  const responses = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') responses.push(response);
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  await readToTheEnd(page);
  await page.waitForLoadState('networkidle');
  const markedAt = await page.evaluate(() => window.__markedAt);
  const counted = until === 'idle' ? responses : responses.filter((response) => response.request().timing().startTime < markedAt);
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
