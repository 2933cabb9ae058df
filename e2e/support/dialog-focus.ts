import { expect, type Locator, type Page } from '@playwright/test';

/** A modal dialog keeps focus inside for `presses` Tabs, closes on Escape and gives focus back to what opened it. */
export async function expectFocusKeptUntilEscape(page: Page, dialog: Locator, opener: Locator, presses: number) {
  for (let step = 0; step < presses; step += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
