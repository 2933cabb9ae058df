import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { nginxSiteOffset } from '../../support/nginx-site';
import { waitUntilLive } from '../../support/live-page';
import { changedContentCheckout, runTool } from '../delivery/delivery-tools';

// A release to docker compose, made from the host as the README shows: `npm run release -- mf-content --target
// compose`, then `npm run remotes -- switch … --target compose`, against the volumes of the site that runs as
// compose runs it (tests/nginx/nginx-site.setup.ts). Visitors get it through compose's nginx and page servers,
// which reach the remotes by their service names; the release tools on the host reach them by their ports.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const offset = nginxSiteOffset();
const volumesDir = path.join(tmpdir(), `bank-nginx-site-${offset}`, 'compose');
const composeEnv = { SITE_PORT_OFFSET: String(offset), COMPOSE_VOLUMES_DIR: volumesDir };
const manifestFile = path.join(volumesDir, 'shell', 'runtime', 'remotes.json');
const version = `1.2.0-compose-e2e.${Date.now()}`;
const releaseNote = `Випуск для compose ${version}`;
const tool = (name: 'release-remote' | 'manifest-tool', ...args: string[]) => runTool(name, [...args, '--target', 'compose'], composeEnv);
const liveVersion = () => (JSON.parse(readFileSync(manifestFile, 'utf8')) as { remotes: Record<string, { live: string }> }).remotes.mf_content?.live;

let checkout: ReturnType<typeof changedContentCheckout>;
let manifestBefore: string;
let liveBefore: string | undefined;

test.beforeAll(() => {
  manifestBefore = readFileSync(manifestFile, 'utf8');
  liveBefore = liveVersion();
  checkout = changedContentCheckout(releaseNote);
});

test.afterAll(() => {
  writeFileSync(`${manifestFile}.e2e.tmp`, manifestBefore);
  renameSync(`${manifestFile}.e2e.tmp`, manifestFile);
  rmSync(path.join(volumesDir, 'remotes', 'mf-content', version), { recursive: true, force: true });
  checkout?.remove();
});

/** The home page as nginx serves it now: its micro-cache may answer with the page of a moment ago. */
async function homePageShows(page: Page, shown: boolean) {
  await expect
    .poll(
      async () => {
        await page.goto('/uk', { waitUntil: 'domcontentloaded' });
        return page.getByText(releaseNote).count();
      },
      { timeout: 90_000, intervals: [1_000, 2_000, 3_000] },
    )
    .toBe(shown ? 1 : 0);
}

test('a bank team releases mf-content to compose from the host: published in its volume beside the live version, not live', () => {
  const released = tool('release-remote', 'mf-content', '--version', version, '--source', checkout.packageDir);
  expect(released.output).toContain(`published ${path.join(volumesDir, 'remotes', 'mf-content', version)}`);
  expect(released.output).toContain(`npm run remotes -- switch mf_content ${version} --target compose`);
  expect(released.status).toBe(0);
  expect(liveVersion()).toBe(liveBefore);

  const validated = tool('manifest-tool', 'validate', 'mf_content', version);
  expect(validated.output).not.toContain('refused');
  expect(validated.status).toBe(0);
});

test("a release manager switches compose from the host: the page servers render the new version, visitors' browsers run it", async ({ page, request }) => {
  const switched = tool('manifest-tool', 'switch', 'mf_content', version);
  expect(switched.output).toContain(`switch: mf_content ${liveBefore} -> ${version} (by e2e)`);
  expect(switched.status).toBe(0);

  await homePageShows(page, true);
  // Rendered by compose's page servers, which loaded the version's server code from the remote's service.
  expect(await (await request.get('/uk')).text()).toContain(releaseNote);
  // Every block live, mf-content's from the new version's code.
  await waitUntilLive(page);
  const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(entries).toContainEqual(expect.stringContaining(`/${version}/remoteEntry.js`));
});

test('a rollback on compose returns visitors to the version live before, and the release can then be removed', async ({ page }) => {
  const rolledBack = tool('manifest-tool', 'rollback', 'mf_content');
  expect(rolledBack.output).toContain(`rollback: mf_content ${version} -> ${liveBefore}`);
  expect(rolledBack.status).toBe(0);
  await homePageShows(page, false);

  const removed = tool('manifest-tool', 'remove', 'mf_content', version);
  expect(removed.status).toBe(0);
  expect(JSON.parse(readFileSync(manifestFile, 'utf8')).remotes.mf_content.versions).not.toHaveProperty(version);
});
