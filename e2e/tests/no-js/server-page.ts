import { expect, type Page } from '@playwright/test';

/**
 * Opens a page as the server answers it: with script off (project no-js), the HTML alone. Not until its load event:
 * without script Chromium loads every picture at once (lazy loading needs script), and the tests read the HTML only.
 */
export async function openServerPage(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response?.status()).toBe(200);
}
