import type { Locator, Page } from '@playwright/test';

/** Where the element is laid out; a test measuring layout fails here if it is not. */
export async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not laid out');
  return found;
}

/** Two animation frames: the shell re-checks scroll thresholds once per frame. */
export async function afterNextFrames(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

export async function scrollPageTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await afterNextFrames(page);
}

/** The page cannot be scrolled by the visitor while the root clips its overflow. */
export async function pageScrollLocked(page: Page): Promise<boolean> {
  return page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden' || getComputedStyle(document.body).overflow === 'hidden');
}

/**
 * A header disclosure by its text: a <summary>, which opens its <details> without script and has no
 * ARIA role a locator could ask for (browsers expose it as an expandable control of its own). Only the one on
 * screen: the header renders its tools twice (the bar's from 768 px, the burger's on phones) and CSS shows one.
 */
export function disclosure(scope: Page | Locator, name: string) {
  return scope.locator('summary').filter({ hasText: name, visible: true });
}
