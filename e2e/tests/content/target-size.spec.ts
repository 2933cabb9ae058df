import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage } from '../../support/live-page';

// WCAG 2.5.8: a pointer target is at least 24 × 24 CSS px.
const MIN_TARGET_PX = 24;

test("the document list's file links are targets of at least 24 × 24 px", async ({ page }) => {
  await openLivePage(page, '/uk/business/credits/working-capital');
  const documents = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Що підготувати' }) });
  const files = documents.getByRole('link', { name: /^Завантажити / });
  await expect(files).toHaveCount(3);
  for (const file of await files.all()) {
    const box = await file.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    expect(box?.width).toBeGreaterThanOrEqual(MIN_TARGET_PX);
  }
});
