import { gzipSync } from 'node:zlib';

/**
 * JS and CSS a page loads before it is live (hydrated), gzip-compressed at level 9 as a CDN
 * would serve them, split by who serves them: the shell's origin or each remote's port.
 */
export async function measurePageWeight(browser, url, partOf) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') responses.push(response);
  });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-live="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  const beforeLive = [...responses];
  await page.waitForLoadState('networkidle');
  const parts = {};
  for (const response of beforeLive) {
    const body = await response.body().catch(() => Buffer.alloc(0));
    const kind = response.request().resourceType() === 'script' ? 'js' : 'css';
    const part = partOf(response.url());
    parts[part] ??= { js: 0, css: 0 };
    parts[part][kind] += gzipSync(body, { level: 9 }).length;
  }
  await context.close();
  return parts;
}
