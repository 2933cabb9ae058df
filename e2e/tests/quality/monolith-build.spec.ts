import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { watchConsole } from '../../support/console-errors';
import { startMonolithShell } from '../../support/second-shell';
import { sitePorts } from '../../support/site-ports';

// The monolith build (shell/rspack.monolith.config.mjs) exists to measure what federation costs
// (`npm run bench`): unless it is the same site without federation, the figures compare two pages.
const repo = path.resolve(__dirname, '..', '..', '..');
const remotePorts = Object.values(sitePorts().remotes).map(String);

let monolith: { origin: string; stop: () => void } | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  // Built here from the current source: `npm run build` builds the composed site only.
  const rspackCli = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');
  execFileSync(process.execPath, [rspackCli, 'build', '-c', 'rspack.monolith.config.mjs'], { cwd: path.join(repo, 'shell'), stdio: 'ignore' });
  monolith = await startMonolithShell();
});

test.afterAll(() => monolith?.stop());

async function livePageOutline(page: Page, url: string) {
  await openLivePage(page, url);
  await page.waitForLoadState('networkidle');
  return {
    blocks: await page.locator('[data-block-type]').evaluateAll((slots) => slots.map((slot) => slot.getAttribute('data-block-type'))),
    headings: await page.getByRole('heading').allTextContents(),
  };
}

test('the monolith build serves the home page with the composed site’s blocks and headings, rendered on its server, and loads nothing from a remote', async ({
  page,
  browser,
}) => {
  const composed = await livePageOutline(page, '/uk');
  expect(composed.blocks.length).toBeGreaterThan(3);

  const monolithPage = await browser.newPage();
  const console = watchConsole(monolithPage);
  const requested: string[] = [];
  monolithPage.on('request', (request) => requested.push(request.url()));
  const origin = monolith?.origin ?? '';
  expect(await livePageOutline(monolithPage, `${origin}/uk`)).toEqual(composed);

  const fromRemotes = requested.filter((url) => /remoteEntry\.js|mf-manifest\.json/.test(url) || remotePorts.includes(new URL(url).port));
  expect(fromRemotes).toEqual([]);
  expect(console.errors).toEqual([]);
  expect(console.uncaught).toEqual([]);

  // Its server rendered every block from the bundled modules, as the composed server does from the remotes.
  const html = await (await monolithPage.request.get(`${origin}/uk`)).text();
  const inlined = JSON.parse(html.match(/<script type="application\/json" id="bank-page-data">([\s\S]*?)<\/script>/)?.[1] ?? '{}');
  expect(Object.keys(inlined.blocks ?? {})).toHaveLength(composed.blocks.length);
  await monolithPage.close();
});
