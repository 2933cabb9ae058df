import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Response } from '@playwright/test';
import { openLivePage } from '../../support/live-page';
import { sitePorts } from '../../support/site-ports';
import { BUNDLER_RUNTIME_GLOBAL } from '@bank/tooling/federation-runtime/bundler-runtime-global.mjs';

const budgets = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'budgets.json'), 'utf8')) as { remoteEntryKb: number };

// Code of the federation SDK that only a full copy of it carries: the script and stylesheet loaders and
// the Node module loader. The shell's runtime core loads remotes for the whole page (issue 11: a remote
// entry that brings its own copy costs every page about 7 KB gzip per remote).
const SDK_COPY_MARKERS = ['ScriptNetworkError', 'LinkNetworkError', 'importNodeModule', 'SyntheticModule'];
// Messages of the federation bundler runtime (share scopes, consumes, container start-up), which the
// shell lends to every remote entry: a copy in each cost the page about 4 KB gzip per remote.
const BUNDLER_RUNTIME_COPY_MARKERS = ['initOptions is required!', 'Invalid loadShareSync function call from bundler runtime'];

test(`every remote entry on the home page leaves loading and sharing to the shell's federation runtime and stays within ${budgets.remoteEntryKb} KB gzip`, async ({
  page,
}) => {
  const entries: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/remoteEntry.js')) entries.push(response);
  });
  await openLivePage(page, '/uk');
  await page.waitForLoadState('networkidle');

  const remotePorts = Object.values(sitePorts().remotes).map(String).sort();
  expect(entries.map((response) => new URL(response.url()).port).sort()).toEqual(remotePorts);
  for (const response of entries) {
    const source = (await response.body()).toString('utf8');
    expect(source, `${response.url()} takes the runtime core from the shell`).toContain('_FEDERATION_RUNTIME_CORE');
    expect(
      SDK_COPY_MARKERS.filter((marker) => source.includes(marker)),
      `${response.url()} carries no federation SDK copy`,
    ).toEqual([]);
    expect(source, `${response.url()} takes the bundler runtime from the shell`).toContain(BUNDLER_RUNTIME_GLOBAL);
    expect(
      BUNDLER_RUNTIME_COPY_MARKERS.filter((marker) => source.includes(marker)),
      `${response.url()} carries no bundler runtime copy`,
    ).toEqual([]);
    const kb = gzipSync(source, { level: 9 }).length / 1024;
    expect(kb, `${response.url()}: ${kb.toFixed(1)} KB gzip`).toBeLessThanOrEqual(budgets.remoteEntryKb);
  }
  // The shell provides every singleton: a remote entry registers no copy of its own (nor carries one to fall back on).
  const providers = await page.evaluate(() => {
    const scopes = (
      globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string }>>>> } }
    ).__FEDERATION__.__SHARE__;
    const all = Object.values(scopes).flatMap((host) =>
      Object.values(host).flatMap((packages) => Object.values(packages).flatMap((versions) => Object.values(versions))),
    );
    return [...new Set(all.map((shared) => shared.from))];
  });
  expect(providers).toEqual(['shell']);
});
