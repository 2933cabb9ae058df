import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from '../../support/warm-page';
import { openLivePage } from '../../support/live-page';

test('the product carousel stops rotating for good when keyboard focus enters it, and its button starts it again', async ({ page }) => {
  await openLivePage(page, '/uk/products');
  const carousel = page.getByRole('group', { name: 'Популярні продукти' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'карусель');
  const stop = carousel.getByRole('button', { name: 'Зупинити прокручування' });
  await expect(stop).toBeVisible();
  // Rotating slides are not announced; stopped ones are (APG carousel).
  const slides = carousel.locator('.swiper-wrapper');
  await expect(slides).toHaveAttribute('aria-live', 'off');

  // The pointer away from the carousel: hovering pauses it too, and that is not what this tests.
  await page.mouse.move(0, 0);
  await stop.focus();
  await page.keyboard.press('Tab');
  await expect(carousel.getByRole('link').first()).toBeFocused();
  const start = carousel.getByRole('button', { name: 'Запустити прокручування' });
  await expect(start).toBeVisible();
  await expect(slides).toHaveAttribute('aria-live', 'polite');

  await page.keyboard.press('Shift+Tab');
  await expect(start).toBeFocused();
  await expect(start).toHaveAccessibleName('Запустити прокручування');
  await page.keyboard.press('Enter');
  await expect(carousel.getByRole('button', { name: 'Зупинити прокручування' })).toBeFocused();
  await expect(slides).toHaveAttribute('aria-live', 'off');
});

test('the page asking for reduced motion gets a still carousel with a button to start it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openLivePage(page, '/uk/products');
  const carousel = page.getByRole('group', { name: 'Популярні продукти' });
  await expect(carousel.getByRole('button', { name: 'Запустити прокручування' })).toBeVisible();
  await expect(carousel.locator('.swiper-wrapper')).toHaveAttribute('aria-live', 'polite');
});

// axe's landmark-unique (best practice, not among the WCAG tags the other tests run): a carousel inside a block's
// section was a region named as the section.
for (const path of ['/uk/products', '/uk/experts/olena-kovalenko']) {
  test(`${path}: every landmark is unique, the product carousel and the expert slider included`, async ({ page }) => {
    await openLivePage(page, path);
    await expect(page.getByRole('group', { name: /Популярні продукти|Статті автора/ })).toHaveAttribute('aria-roledescription', 'карусель');
    const { violations } = await new AxeBuilder({ page }).withRules(['landmark-unique']).analyze();
    expect(violations.map((violation) => violation.nodes.map((node) => node.target.join(' ')))).toEqual([]);
  });
}
