import { appendFileSync, readFileSync, renameSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import {
  contentVersionsDir,
  liveVersion,
  manifestFile,
  newerSharedKitCheckout,
  promoCountdownCheckout,
  readManifestText,
  runTool,
  sharedKit,
  shellBuildHashes,
} from './delivery-tools';

const promoVersion = `1.2.0-promo.${Date.now()}`;
const newerKitVersion = `1.3.0-kit.${Date.now()}`;
const PROMO_PAGE = '/uk/delivery/promo';
const UNDECLARED_LOG = 'block promo_countdown delivery-promo-countdown: unknown type, not rendered';

// Two releases build mf-content and each test opens fresh pages: generous limits on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

let originalManifest: string;
let originalLive: string | undefined;
let shellBefore: Record<string, string>;

test.beforeAll(() => {
  originalManifest = readManifestText();
  originalLive = liveVersion('mf_content');
  shellBefore = shellBuildHashes();
});

test.afterAll(() => {
  // Written whole and renamed, as the tools write it: the site never reads half of it.
  writeFileSync(`${manifestFile}.e2e.tmp`, originalManifest);
  renameSync(`${manifestFile}.e2e.tmp`, manifestFile);
  for (const released of [promoVersion, newerKitVersion]) rmSync(path.join(contentVersionsDir, released), { recursive: true, force: true });
});

/** The console lines a page logs while it opens. */
async function openCollectingLog(page: Page, address: string): Promise<string[]> {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(message.text()));
  await openLivePage(page, address);
  return lines;
}

test('a new block type released in mf-content alone shows after a switch, with no shell release; rolled back it renders nothing and is logged', async ({
  page,
}) => {
  const checkout = promoCountdownCheckout();
  try {
    const released = runTool('release-remote', ['mf-content', '--version', promoVersion, '--source', checkout.packageDir]);
    expect(released.output).toContain(`published ${path.join(contentVersionsDir, promoVersion)}`);
    expect(released.status).toBe(0);
  } finally {
    checkout.remove();
  }
  const manifest = JSON.parse(readManifestText()) as { remotes: Record<string, { versions: Record<string, { blockTypes: Record<string, unknown> }> }> };
  expect(manifest.remotes.mf_content!.versions[promoVersion]!.blockTypes).toMatchObject({ promo_countdown: './promo-countdown', basic: './basic' });

  // Before the switch no live remote declares the type: the page renders without it, and says so.
  const before = await openCollectingLog(page, PROMO_PAGE);
  await expect(page.getByRole('heading', { name: 'Умови акції' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'До кінця акції' })).toHaveCount(0);
  expect(before).toContain(UNDECLARED_LOG);

  const switched = runTool('manifest-tool', ['switch', 'mf_content', promoVersion]);
  expect(switched.output).toContain(`switch: mf_content ${originalLive} -> ${promoVersion}`);
  expect(switched.status).toBe(0);

  await openLivePage(page, PROMO_PAGE);
  await expect(page.getByRole('region', { name: 'До кінця акції' })).toContainText('3');
  await openLivePage(page, '/ru/delivery/promo');
  await expect(page.getByRole('heading', { name: 'До конца акции' })).toBeVisible();
  expect(shellBuildHashes()).toEqual(shellBefore);

  const rolledBack = runTool('manifest-tool', ['rollback', 'mf_content']);
  expect(rolledBack.output).toContain(`rollback: mf_content ${promoVersion} -> ${originalLive}`);
  // The release manager is told what a rollback past a new block type does.
  expect(rolledBack.output).toContain('drops block type promo_countdown, which the live version renders');
  expect(rolledBack.status).toBe(0);

  const after = await openCollectingLog(page, PROMO_PAGE);
  await expect(page.getByRole('heading', { name: 'Умови акції' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'До кінця акції' })).toHaveCount(0);
  expect(after).toContain(UNDECLARED_LOG);
});

test('a truncated or altered entry file is refused by validate and by switch, and nothing changes', () => {
  const entry = path.join(contentVersionsDir, promoVersion, 'remoteEntry.js');
  const original = readFileSync(entry);
  try {
    for (const damage of [() => truncateSync(entry, Math.floor(original.length / 2)), () => appendFileSync(entry, '\n;window.__altered = true;')]) {
      writeFileSync(entry, original);
      damage();
      const manifestBefore = readManifestText();
      const validated = runTool('manifest-tool', ['validate', 'mf_content', promoVersion]);
      expect(validated.status).toBe(1);
      expect(validated.output).toContain(`/${promoVersion}/remoteEntry.js does not match the integrity recorded at release`);
      const refused = runTool('manifest-tool', ['switch', 'mf_content', promoVersion]);
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('truncated or altered');
      expect(readManifestText()).toBe(manifestBefore);
    }
    writeFileSync(entry, original);
    expect(runTool('manifest-tool', ['validate', 'mf_content', promoVersion]).status).toBe(0);
  } finally {
    writeFileSync(entry, original);
  }
});

test('the browser runs a remote entry only as released: an entry altered on the server is refused, the page still renders', async ({ page }) => {
  const entry = path.join(contentVersionsDir, originalLive!, 'remoteEntry.js');
  // The server sends the build's compressed copies of the file to a browser that takes them: altered with it.
  const forms = { [entry]: (code: Buffer) => code, [`${entry}.br`]: brotliCompressSync, [`${entry}.gz`]: gzipSync };
  const originals = Object.keys(forms).map((file) => [file, readFileSync(file)] as const);
  const altered = Buffer.concat([readFileSync(entry), Buffer.from('\n;window.__alteredEntryRan = true;')]);
  try {
    for (const [file, encode] of Object.entries(forms)) writeFileSync(file, encode(altered));
    const failures: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('remote load failure')) failures.push(message.text());
    });
    // A page of every block type: mf-content's interactive blocks load its entry as they come near.
    await page.goto('/uk/blocks-showcase');
    await expect(page.getByRole('navigation', { name: 'Головне меню' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The browser refuses the entry whose bytes are not the released ones: the shell reports the load failure...
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 2_000);
          return failures.join('\n');
        },
        { timeout: 60_000 },
      )
      .toContain(`mf_content@${originalLive}`);
    // ...and the altered code never ran.
    expect(await page.evaluate(() => (window as { __alteredEntryRan?: boolean }).__alteredEntryRan)).toBeUndefined();
  } finally {
    for (const [file, bytes] of originals) writeFileSync(file, bytes);
  }
});

test('a remote needing a newer shared-kit than the live shell provides is refused by validate and switch, with both versions', () => {
  const checkout = newerSharedKitCheckout(sharedKit.newerRange);
  try {
    const released = runTool('release-remote', ['mf-content', '--version', newerKitVersion, '--source', checkout.packageDir]);
    expect(released.status).toBe(0);
  } finally {
    checkout.remove();
  }
  const validated = runTool('manifest-tool', ['validate', 'mf_content', newerKitVersion]);
  expect(validated.status).toBe(1);
  expect(validated.output).toContain(`needs @bank/shared-kit ${sharedKit.newerRange}, the shell provides ${sharedKit.provided}`);
  const manifestBefore = readManifestText();
  const refused = runTool('manifest-tool', ['switch', 'mf_content', newerKitVersion]);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(`needs @bank/shared-kit ${sharedKit.newerRange}, the shell provides ${sharedKit.provided}`);
  expect(readManifestText()).toBe(manifestBefore);
});

test('old versions that are not live are removed with one command each; the live one is refused', () => {
  for (const version of [promoVersion, newerKitVersion]) {
    const removed = runTool('manifest-tool', ['remove', 'mf_content', version]);
    expect(removed.output).toContain(`removed: mf_content@${version}`);
    expect(removed.status).toBe(0);
    expect(Object.keys((JSON.parse(readManifestText()) as { remotes: Record<string, { versions: object }> }).remotes.mf_content!.versions)).not.toContain(
      version,
    );
  }
  const refused = runTool('manifest-tool', ['remove', 'mf_content', originalLive!]);
  expect(refused.status).toBe(1);
  expect(refused.output).toContain(`mf_content@${originalLive} is live`);
});
