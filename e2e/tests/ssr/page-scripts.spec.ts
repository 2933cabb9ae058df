import { expect, test, type Page, type Response } from '@playwright/test';
import { ALL_FUNCTIONS_CALLED_ON_LOAD } from '../../../tooling/src/rspack/eager-compile-hint-plugin.mjs';
import { sitePorts } from '../../support/site-ports';

const { shell } = sitePorts();

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[] } };
}

// Lighthouse's phone screen.
test.use({ viewport: { width: 412, height: 823 } });

test('the page lists the scripts of the shared modules its start-up runs, and the browser loads each once', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (Number(url.port) === shell && url.pathname.endsWith('.js')) requested.push(url.pathname);
  });
  await page.goto('/uk');
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');

  const listed = JSON.parse((await page.locator('#bank-page-scripts').textContent()) ?? '{}') as { shell: string[] };
  const manifest = (await (await page.request.get('/mf-manifest.json')).json()) as { shared: ManifestShared[] };
  // React, effector, effector's bindings and the shared kit come from the shell's own build: the page
  // names them, so the browser starts them after the first paint instead of when the federation asks.
  // single-spa is not among them: it comes only when a block mounts as a parcel.
  for (const shared of manifest.shared) {
    const files = shared.assets.js.sync.map((file) => `/${file}`);
    if (shared.name === 'single-spa') expect(listed.shell.filter((path) => files.includes(path))).toEqual([]);
    else expect(listed.shell.filter((path) => files.includes(path)).length, shared.name).toBeGreaterThan(0);
  }
  // Run early, each is taken by the federation as it is: nothing is fetched twice.
  expect(requested.filter((path, index) => requested.indexOf(path) !== index)).toEqual([]);
  for (const path of listed.shell) expect(requested, path).toContain(path);
});

// V8 compiles a function when it is first called, on the page's main thread, unless its script asks otherwise: that
// compiling was a large part of the start-up's long tasks. The builds make each script ask for its functions to be
// compiled as it downloads, off the main thread.
test("every script a page starts with, the shell's and its first screen's remote's, asks V8 to compile its functions as it downloads", async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  // The exchange rates' block is on the first screen of the rates page: its remote's code loads at start.
  await page.goto('/uk/rates');
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');

  expect(
    scripts.some((response) => Number(new URL(response.url()).port) !== shell),
    "the rates remote's scripts",
  ).toBe(true);
  for (const response of scripts) expect((await response.text()).startsWith(ALL_FUNCTIONS_CALLED_ON_LOAD), response.url()).toBe(true);
});

test("a first-screen block's remote strings in the page's language come with its code, run early and fetched once; no other language's", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\/strings-(uk|ru|en)\.[^/]+\.js$/.test(url.pathname)) requested.push(url.href);
  });
  // A desktop's screen: on a phone the header's search box is closed, and its code waits until it is opened.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ru/credits');
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');

  const listed = JSON.parse((await page.locator('#bank-page-scripts').textContent()) ?? '{}') as { blocks: Record<string, string[]> };
  const listedStrings = [...new Set(Object.values(listed.blocks).flat())].filter((src) => /\/strings-[a-z]+\./.test(src));
  // The header's search box (mf-search) is on every first screen, so its Russian strings are listed.
  expect(listedStrings.length).toBeGreaterThan(0);
  for (const src of listedStrings) expect(src).toMatch(/\/strings-ru\./);
  expect(requested).toEqual(expect.arrayContaining(listedStrings));
  expect(
    requested.every((url) => /\/strings-ru\./.test(url)),
    requested.join('\n'),
  ).toBe(true);
  // Run early, the chunk is taken by the remote's runtime as it is: the block does not ask for it again.
  expect(requested.filter((url, index) => requested.indexOf(url) !== index)).toEqual([]);
});

// The hero is shared-kit's priority picture: its <img> is the one with high fetch priority. On /uk it is this file.
const HERO = 'img[fetchpriority="high"]';
const HERO_FILE = /\/files\/illustrations\/card-green-960x600-/;

/**
 * Answers the hero a second late and records, in order, its arrival and each request of the shell's chunks
 * (`script /181….js`).
 */
async function recordSlowHeroAndScripts(page: Page): Promise<string[]> {
  const events: string[] = [];
  await page.route(HERO_FILE, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  page.on('requestfinished', (request) => {
    if (HERO_FILE.test(request.url())) events.push('hero arrived');
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (Number(url.port) === shell && /^\/(\d+|bootstrap)\.[0-9a-f]+\.js$/.test(url.pathname)) events.push(`script ${url.pathname}`);
  });
  return events;
}

test("the shell's scripts are requested only once the page's hero has arrived, so that they do not share a slow line with it", async ({ page }) => {
  const events = await recordSlowHeroAndScripts(page);
  await page.goto('/uk');
  await expect(page.locator(HERO)).toHaveJSProperty('complete', true);
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });

  expect(events[0]).toBe('hero arrived');
  expect(events.filter((event) => event.startsWith('script ')).length).toBeGreaterThan(0);
});

test('a hero that never arrives holds the start of the page only for a while: the first screen goes live', async ({ page }) => {
  await page.route(HERO_FILE, () => {
    // Never answered.
  });
  await page.goto('/uk', { waitUntil: 'domcontentloaded' });
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });
  await expect(page.locator(HERO)).toHaveJSProperty('complete', false);
});

test('a hero below the screen holds nothing: the scripts are requested at the first paint', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 420 });
  const events = await recordSlowHeroAndScripts(page);
  await page.goto('/uk');
  await expect(page.locator(HERO)).not.toBeInViewport();
  await page.locator('html[data-first-screen-live="true"]').waitFor({ state: 'attached' });

  expect(events[0]).toMatch(/^script /);
});
