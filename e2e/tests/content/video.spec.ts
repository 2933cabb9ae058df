import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { waitUntilLive } from '../../support/live-page';

// config.json beside the shell: the setting operators change, read by the browser and by the shell's server (CSP).
const configFile = path.resolve(process.env.DEPLOY_DIR ?? path.join(__dirname, '..', '..', '..', 'deploy'), 'config.json');

function writeConfig(text: string) {
  writeFileSync(`${configFile}.e2e.tmp`, text);
  renameSync(`${configFile}.e2e.tmp`, configFile);
}

/** Stands in for the video host (the tests run offline) and records every request that reaches it. */
async function fakeYoutube(page: Page, origin: string): Promise<string[]> {
  const seen: string[] = [];
  await page.route(`${origin}/**`, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>player</p>' });
  });
  return seen;
}

test.describe.configure({ mode: 'serial' });

let original: string;
test.beforeAll(() => {
  original = readFileSync(configFile, 'utf8');
});
test.afterAll(() => writeConfig(original));

/** The hosts a page may frame: the video host and the human check's (its widget is a frame too). */
function frameSources(policy: string | undefined): string[] {
  const directive = policy
    ?.split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'frame-src');
  return directive?.slice(1).sort() ?? [];
}

test('by default the shell frames only the privacy-enhanced YouTube host, beside the human check', async ({ page }) => {
  const humanCheck = new URL(JSON.parse(original).captcha.scriptUrl).origin;
  const response = await page.goto('/uk/blocks-showcase', { waitUntil: 'domcontentloaded' });
  expect(frameSources(response?.headers()['content-security-policy'])).toEqual([humanCheck, 'https://www.youtube-nocookie.com'].sort());
});

// YouTube's own hosts cannot be reached, nor stood in for, from this browser: an operator's host stands in.
test('the player loads only after the visitor asks, from the host config.json names; the CSP follows it without a rebuild', async ({ page }) => {
  const host = 'https://video.bank.example';
  writeConfig(JSON.stringify({ ...JSON.parse(original), youtubeEmbedOrigin: host }, null, 2));
  const requests = await fakeYoutube(page, host);
  const response = await page.goto('/ru/blocks-showcase', { waitUntil: 'domcontentloaded' });
  expect(frameSources(response?.headers()['content-security-policy'])).toContain(host);
  expect(frameSources(response?.headers()['content-security-policy'])).not.toContain('https://www.youtube-nocookie.com');
  await waitUntilLive(page);
  const play = page.getByRole('button', { name: 'Смотреть видео «Как пользоваться приложением»' });
  await expect(play).toBeVisible();
  expect(requests).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  await play.click();
  const player = page.locator('iframe[title="Как пользоваться приложением"]');
  await expect(player).toHaveAttribute('src', `${host}/embed/dQw4w9WgXcQ?autoplay=1`);
  await expect(page.frameLocator('iframe[title="Как пользоваться приложением"]').getByText('player')).toBeVisible();
});
