import { expect, test, type Page } from '@playwright/test';
import { openLivePage } from '../../support/live-page';

// Swiper is fetched by a carousel's effect only: a page whose calculators have no carousel never loads it.
test.slow();

/** The site's scripts the page fetched that carry swiper's code. It comes with shared-kit's carousel, so from the
 *  page's one shared copy of shared-kit (the shell's), not from mf-calculators. */
function watchSwiperScripts(page: Page) {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith('http://localhost:') || !response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('swiper-slide-active')) found.push(response.url());
  });
  return found;
}

test('a page with a calculator but no carousel does not load swiper', async ({ page }) => {
  const swiperScripts = watchSwiperScripts(page);
  await openLivePage(page, '/uk');
  await expect(page.getByRole('region', { name: 'Розрахуйте кредит готівкою' }).getByText('3 056,69 грн')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(swiperScripts).toEqual([]);
});

test('the landing calculator loads swiper for its carousel', async ({ page }) => {
  const swiperScripts = watchSwiperScripts(page);
  await openLivePage(page, '/uk/landing/kredyt');
  await expect(page.getByRole('button', { name: 'Перейти до слайда 2' })).toBeVisible();
  await expect.poll(() => swiperScripts.length).toBeGreaterThan(0);
});
