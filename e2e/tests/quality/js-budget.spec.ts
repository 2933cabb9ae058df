import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Response } from '@playwright/test';

const budgets = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'budgets.json'), 'utf8')) as { pages: Record<string, number> };

for (const [pagePath, budgetKb] of Object.entries(budgets.pages)) {
  // What every visitor pays: the page opened and not scrolled, until the network is idle (what loads
  // "before interactive" races with the chunks blocks fetch right after hydration, so it is not a stable
  // number to guard). Blocks further down load their code only as the visitor comes near them.
  test(`${pagePath} loads at most ${budgetKb} KB of JS (gzip)`, async ({ page }) => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(pagePath, { waitUntil: 'domcontentloaded' });
    await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const loaded = [...scripts];
    let bytes = 0;
    for (const response of loaded) bytes += gzipSync(await response.body(), { level: 9 }).length;
    const kb = bytes / 1024;
    test.info().annotations.push({ type: 'js-kb-gzip', description: kb.toFixed(1) });
    expect(kb, `JS loaded by ${pagePath}: ${kb.toFixed(1)} KB gzip`).toBeLessThanOrEqual(budgetKb);
  });
}
