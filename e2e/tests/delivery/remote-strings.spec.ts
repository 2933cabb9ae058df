import { rmSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { liveVersion, manifestFile, readManifestText, runTool, searchTextCheckout, shellBuildHashes, versionsDir } from './delivery-tools';

const version = `1.1.0-text.${Date.now()}`;

// The release builds mf-search: a generous limit on a busy machine.
test.describe.configure({ timeout: 240_000 });

let originalManifest: string;
test.beforeAll(() => {
  originalManifest = readManifestText();
});
test.afterAll(() => {
  writeFileSync(`${manifestFile}.e2e.tmp`, originalManifest);
  renameSync(`${manifestFile}.e2e.tmp`, manifestFile);
  rmSync(path.join(versionsDir('mf-search'), version), { recursive: true, force: true });
});

const searchButton = (page: Page) => page.getByRole('search').getByRole('button', { name: /^(Знайти|Шукати|Найти)$/ });

test("a remote's text changed by its team ships with the remote alone: switched, every page shows it, server and browser alike; rolled back, the old text", async ({
  page,
  request,
}) => {
  const originalLive = liveVersion('mf_search');
  const shellBefore = shellBuildHashes();
  const checkout = searchTextCheckout("searchSubmit: { uk: 'Знайти'", "searchSubmit: { uk: 'Шукати'");
  try {
    const released = runTool('release-remote', ['mf-search', '--version', version, '--source', checkout.packageDir]);
    expect(released.status, released.output).toBe(0);
  } finally {
    checkout.remove();
  }

  await openLivePage(page, '/uk');
  await expect(searchButton(page)).toHaveText('Знайти');

  const switched = runTool('manifest-tool', ['switch', 'mf_search', version]);
  expect(switched.status, switched.output).toBe(0);
  // The server renders the new text before any script runs...
  const html = await (await request.get('/uk/credits')).text();
  expect(html).toContain('Шукати');
  // ...and the browser, hydrated, shows the same: the text came with mf-search's code, not the shell's.
  await openLivePage(page, '/uk/credits');
  await expect(searchButton(page)).toHaveText('Шукати');
  await openLivePage(page, '/ru/credits');
  await expect(searchButton(page)).toHaveText('Найти');
  expect(shellBuildHashes()).toEqual(shellBefore);

  const rolledBack = runTool('manifest-tool', ['rollback', 'mf_search']);
  expect(rolledBack.output).toContain(`rollback: mf_search ${version} -> ${originalLive}`);
  await openLivePage(page, '/uk/credits');
  await expect(searchButton(page)).toHaveText('Знайти');
});
