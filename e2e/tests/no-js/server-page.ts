import { expect, type Page } from '@playwright/test';

/** Opens a page as the server answers it: with script off (project no-js), the HTML alone, whole. */
export async function openServerPage(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
}
