import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildPackage } from '../build-all.mjs';
import { REMOTES } from '../remotes.mjs';
import { startSite } from './site-process.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { measureLcp } from './lcp.mjs';
import { listenerPid, measureThroughput, measureTtfb } from './server-render.mjs';
import { lighthouseMedians } from './lighthouse-runs.mjs';
import { mfOverheadFigures } from './mf-overhead.mjs';

// Figures for the closing notes, printed as tables. Goals are printed beside them, never asserted.
const OFFSET = 900;
const kb = (bytes) => (bytes / 1024).toFixed(1);

function table(title, rows) {
  console.log(`\n## ${title}`);
  console.table(rows);
}

async function buildTimes() {
  const rows = [];
  let total = 0;
  for (const folder of ['shell', ...REMOTES.map((remote) => remote.folder)]) {
    const seconds = buildPackage(folder);
    total += seconds;
    rows.push({ package: folder, seconds: seconds.toFixed(1) });
  }
  rows.push({ package: 'all packages', seconds: `${total.toFixed(1)} (goal ≤ 30)` });
  rows.push({ package: 'one remote alone (mf-content, again)', seconds: `${buildPackage('mf-content').toFixed(1)} (goal ≤ 8)` });
  table('Production build (browser + server builds of each package)', rows);
}

async function pageFigures(origin) {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-background-networking'] });
  const ports = Object.fromEntries(REMOTES.map((remote) => [String(remote.port + OFFSET), remote.folder]));
  const partOf = (url) => ports[new URL(url).port] ?? 'shell (incl. shared react, effector, shared-kit)';
  try {
    // The critical path is what the screen the visitor opens on needs to answer; the blocks below it
    // hydrate after (shell/src/islands). Mobile is Lighthouse's viewport.
    const moments = [
      ['first screen live, mobile 412×823', { until: 'first-screen', viewport: { width: 412, height: 823 } }],
      ['first screen live, desktop 1280×720', { until: 'first-screen', viewport: { width: 1280, height: 720 } }],
      ['whole page live, desktop 1280×720', { until: 'live', viewport: { width: 1280, height: 720 } }],
    ];
    const weights = [];
    for (const [, options] of moments) weights.push(await measurePageWeight(browser, `${origin}/uk`, partOf, options));
    const parts = [...new Set(weights.flatMap((weight) => Object.keys(weight)))];
    const rows = parts.map((part) => ({
      part,
      ...Object.fromEntries(moments.map(([moment], index) => [`JS KB gz, ${moment}`, kb(weights[index][part]?.js ?? 0)])),
    }));
    const sum = (weight) => Object.values(weight).reduce((total, sizes) => total + sizes.js, 0);
    rows.push({
      part: 'total JS (goal: critical path ≤ 130)',
      ...Object.fromEntries(moments.map(([moment], index) => [`JS KB gz, ${moment}`, kb(sum(weights[index]))])),
    });
    table('Home page (uk): bytes loaded before it answers the visitor', rows);
    const lcpRows = [];
    for (const pagePath of ['/uk', '/uk/product/kredyt-gotivkoiu']) {
      lcpRows.push({ page: pagePath, 'LCP ms (4x CPU, median of 3)': Math.round(await measureLcp(browser, origin + pagePath)) });
    }
    table('Largest Contentful Paint in Chromium', lcpRows);
  } finally {
    await browser.close();
  }
}

async function serverFigures(origin) {
  const url = `${origin}/uk`;
  const ttfb = await measureTtfb(url);
  const { perSecond, failed, cpuMsPerRequest } = await measureThroughput(url, { serverPid: listenerPid(new URL(origin).port) });
  table('Server render of the home page (one shell process, loopback, 16 requests in flight, 10 s; no micro-cache here)', [
    { figure: 'time to first byte, median ms', value: ttfb.toFixed(1) },
    { figure: 'requests per second', value: perSecond.toFixed(0) },
    { figure: 'shell CPU ms per render', value: cpuMsPerRequest.toFixed(2) },
    { figure: 'failed requests', value: failed },
  ]);
}

if (process.env.BENCH_SKIP_BUILD !== '1') await buildTimes();
const scratch = mkdtempSync(path.join(tmpdir(), 'bank-bench-'));
const deployDir = path.join(scratch, 'deploy');
const site = await startSite({ offset: OFFSET, deployDir, dataDir: path.join(scratch, 'data') });
try {
  await pageFigures(site.origin);
  await serverFigures(site.origin);
  await mfOverheadFigures({ composedOrigin: site.origin, offset: OFFSET, deployDir, build: process.env.BENCH_SKIP_BUILD !== '1' });
  const pages = ['/uk', '/uk/business', '/uk/product/kredyt-gotivkoiu', '/uk/rates', '/uk/branches', '/uk/search/кредит', '/uk/news'];
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  table(`Lighthouse 12.8.2, mobile, median of ${runs} (goals: perf ≥ 98, a11y/BP/SEO 100, LCP ≤ 1500, TBT ≤ 50, CLS ≤ 0.01)`,
    await lighthouseMedians(pages.map((page) => site.origin + encodeURI(page)), runs));
} finally {
  site.stop();
}
