import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../support/axe';
import { waitUntilLive } from '../../support/live-page';
import { pageLayoutShifts, recordLayoutShifts } from '../../support/layout-shifts';

// Whole composed pages on a shared machine: generous time per test, never timed assertions.
test.describe.configure({ timeout: 120_000 });

const HERO = 'Картка «Щоденна» з кешбеком';
/** Issue 27's goals: no visible layout shift, and the pictures of a phone's first screen small. */
const MAX_CLS = 0.01;
const MAX_FIRST_SCREEN_IMAGE_BYTES = 60 * 1024;

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** Records the page's layout shifts (layout-shifts.ts) and every CSP violation, from before the first byte. */
async function watchShiftsAndPolicy(page: Page) {
  await recordLayoutShifts(page);
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
}

/** The bytes of the pictures shown on the first screen, as the browser received them (resource timing). */
function firstScreenImageBytes(page: Page) {
  return page.evaluate(() => {
    const shown = Array.from(document.images).filter((image) => {
      const box = image.getBoundingClientRect();
      return image.currentSrc && box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
    });
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return shown.map((image) => ({ src: image.currentSrc, bytes: entries.find((entry) => entry.name === image.currentSrc)?.encodedBodySize ?? 0 }));
  });
}

test('the server page preloads the hero picture alone, from its head, with high priority; every other picture waits', async ({ request }) => {
  const html = await (await request.get('/uk')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body'));
  const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toMatch(/fetchPriority="high"/i);
  expect(preloads[0]).toMatch(/imageSrcSet="\/files\/illustrations\/card-green-[^"]*format=avif 320w/i);
  expect(preloads[0]).toMatch(/imageSizes="[^"]+"/i);
  expect(body).not.toMatch(/<link rel="preload"/);

  const images = body.match(/<img [^>]*>/g) ?? [];
  expect(images.length).toBeGreaterThan(4);
  for (const image of images) {
    expect(image, image).toMatch(/ width="\d+"/);
    expect(image, image).toMatch(/ height="\d+"/);
    expect(image, image).toMatch(/ alt="[^"]*"/);
  }
  const eager = images.filter((image) => !image.includes('loading="lazy"'));
  expect(eager).toHaveLength(1);
  expect(eager[0]).toContain(`alt="${HERO}"`);
  expect(eager[0]).toMatch(/fetchPriority="high"/i);
});

test('a picture is served in the format asked, at the width asked, cached for a year', async ({ request }) => {
  const html = await (await request.get('/uk')).text();
  const source = html.match(/<source type="image\/avif" srcSet="([^" ]+)/i)?.[1]?.replace(/&amp;/g, '&') ?? '';
  const answer = await request.get(source);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/avif');
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

for (const { width, height } of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the hero picture shows on the first screen, every picture loads under the CSP, nothing shifts, axe passes', async ({ page }) => {
      await watchShiftsAndPolicy(page);
      await page.goto('/uk', { waitUntil: 'load' });
      const hero = page.getByRole('img', { name: HERO });
      await expect(hero).toBeInViewport();
      await expect(hero).toHaveJSProperty('complete', true);
      expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      // Chromium decodes AVIF: the first source of the picture is the one it shows.
      expect(await hero.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain('format=avif');

      const firstScreen = await firstScreenImageBytes(page);
      const bytes = firstScreen.reduce((sum, image) => sum + image.bytes, 0);
      test.info().annotations.push({ type: 'first-screen image bytes', description: `${bytes} B in ${firstScreen.length} pictures at ${width} px` });
      console.log(`first-screen pictures at ${width} px: ${bytes} B`, firstScreen);
      if (width === 375) expect(bytes).toBeLessThanOrEqual(MAX_FIRST_SCREEN_IMAGE_BYTES);

      // The CLS of loading the page, until its first screen is live (hydrated, its late styles applied).
      await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
      const shifts = await pageLayoutShifts(page);
      const cls = shifts.reduce((sum, shift) => sum + shift.score, 0);
      test.info().annotations.push({ type: 'CLS', description: `${cls} at ${width} px` });
      console.log(`CLS at ${width} px: ${cls}`);
      // What moved, named when it fails: the shift and its elements.
      expect(cls, JSON.stringify(shifts, null, 1)).toBeLessThanOrEqual(MAX_CLS);

      // Down the page, as a reader: the lazy pictures load as they come near, each in its reserved place, moving nothing.
      await waitUntilLive(page);
      const images = page.locator('main img');
      for (let index = 0, count = await images.count(); index < count; index += 1) {
        const image = images.nth(index);
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveJSProperty('complete', true);
        expect(
          await image.evaluate((element: HTMLImageElement) => element.naturalWidth),
          await image.evaluate((element: HTMLImageElement) => element.currentSrc),
        ).toBeGreaterThan(0);
      }
      expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
      expect((await pageLayoutShifts(page)).filter((shift) => shift.movedPicture)).toEqual([]);

      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page);
    });
  });
}

test('the cash-credit product page shows its picture as its largest paint, with product cards leading there from the home page', async ({ page }) => {
  await page.goto('/uk');
  // The cards' pictures are decorative (their titles say what they show): found as images, not by role.
  const products = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: 'Продукти банку' }) });
  await expect(products.locator('img')).toHaveCount(4);
  await expect(products.getByRole('link', { name: /Детальніше/ })).toHaveCount(4);
  await page.goto('/uk/product/kredyt-gotivkoiu');
  const picture = page.getByRole('img', { name: 'Кредит готівкою' });
  await expect(picture).toBeInViewport();
  await expect(picture).toHaveAttribute('fetchpriority', 'high');
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});
