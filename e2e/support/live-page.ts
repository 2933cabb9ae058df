import type { Page } from '@playwright/test';

/** Opens a page and waits until it is live in the browser (hydrated), not only painted by the server. */
export async function openLivePage(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await waitUntilLive(page);
}

export async function waitUntilLive(page: Page) {
  await page.locator('html[data-live="true"]').waitFor({ state: 'attached' });
}
