import { expect, test, type Page } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { sitePorts } from '../../support/site-ports';

// Swiper is fetched by a carousel's effect only: a page whose calculators have no carousel never loads it.
test.slow();

const calculatorsOrigin = `http://localhost:${sitePorts().remotes.mf_calculators}`;

/** The scripts the page fetched from mf-calculators that carry swiper's code. */
function watchSwiperScripts(page: Page) {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().startsWith(calculatorsOrigin) || !response.url().endsWith('.js')) return;
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
