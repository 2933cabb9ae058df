import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { buildPackage } from '../build-all.mjs';
import { REMOTES, SITE_PORT_OFFSET, remotesAt } from '../remotes.mjs';
import { startSite } from './site-process.mjs';
import { measurePageWeight } from './page-weight.mjs';
import { measureLcp } from './lcp.mjs';
import { GOAL_CPU_INDEX, lighthouseMedians, lighthouseVerdict, lighthouseVerdictAtGoalIndex, LIGHTHOUSE_GOALS, LIGHTHOUSE_RUNS } from './lighthouse-runs.mjs';
import { mfOverheadFigures } from './mf-overhead.mjs';
import { loadFigures } from './load.mjs';

// Figures for the closing notes, printed as tables. Goals are printed beside them, never asserted.
// `npm run bench -- load` (or pages, overhead, lighthouse; several may be named) runs only those sections;
// BENCH_SKIP_BUILD=1 measures the build already there (the monolith of the overhead section is built every time).
const SECTIONS = ['build', 'pages', 'load', 'overhead', 'lighthouse'];
// The bench's own copy of the site on ports of this site's range, apart from those e2e uses, so that both can run:
// 3020+N…, 4020+N (its monolith shell 3030+N, its load shell 3031+N), and an nginx site on 3040+N…, 4040+N.
const OFFSET = SITE_PORT_OFFSET + 20;
const NGINX_OFFSET = SITE_PORT_OFFSET + 40;
const CRITICAL_PATH_GOAL_KB = 170;
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
  const ports = Object.fromEntries(remotesAt(OFFSET).map((remote) => [String(remote.port), remote.folder]));
  const partOf = (url) => ports[new URL(url).port] ?? 'shell (incl. shared react, effector, shared-kit)';
  try {
    // The critical path is what the screen the visitor opens on needs to answer; the blocks below it
    // hydrate after (shell/src/islands). Mobile is Lighthouse's viewport.
    /** @type {Array<[string, { until: string, viewport: { width: number, height: number } }]>} */
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
    const criticalPath = sum(weights[0]) / 1024;
    rows.push({
      part: `total JS (goal: critical path on a phone ≤ ${CRITICAL_PATH_GOAL_KB}: ${criticalPath <= CRITICAL_PATH_GOAL_KB ? 'pass' : 'FAIL'})`,
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

const named = process.argv.slice(2);
const unknown = named.filter((section) => !SECTIONS.includes(section));
if (unknown.length > 0) throw new Error(`unknown bench section ${unknown.join(', ')}: one of ${SECTIONS.join(', ')}`);
const runs = (section) => named.length === 0 || named.includes(section);
const build = process.env.BENCH_SKIP_BUILD !== '1';

if (build && runs('build')) await buildTimes();
const scratch = mkdtempSync(path.join(tmpdir(), 'bank-bench-'));
const deployDir = path.join(scratch, 'deploy');
const site = await startSite({ offset: OFFSET, deployDir, dataDir: path.join(scratch, 'data') });
// The site runs in a process group of its own, which Ctrl-C does not reach.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await site.stop();
    process.exit(130);
  });
}
try {
  if (runs('pages')) await pageFigures(site.origin);
  if (runs('load')) await loadFigures({ offset: OFFSET, deployDir, nginxOffset: NGINX_OFFSET });
  if (runs('overhead')) await mfOverheadFigures({ composedOrigin: site.origin, offset: OFFSET, deployDir });
  if (runs('lighthouse')) {
    const pages = ['/uk', '/uk/business', '/uk/product/kredyt-gotivkoiu', '/uk/rates', '/uk/branches', '/uk/search/кредит', '/uk/news'];
    const rows = await lighthouseMedians(
      pages.map((page) => site.origin + encodeURI(page)),
      LIGHTHOUSE_RUNS,
    );
    table(
      `Lighthouse 12.8.2, mobile, median of ${LIGHTHOUSE_RUNS} (goals: ${LIGHTHOUSE_GOALS})`,
      rows.map((row) => ({ ...row, 'perf & TBT goals': lighthouseVerdict(row), [`goals @${GOAL_CPU_INDEX}`]: lighthouseVerdictAtGoalIndex(row) })),
    );
  }
} finally {
  await site.stop();
}
