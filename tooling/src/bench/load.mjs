import { loadavg } from 'node:os';
import path from 'node:path';
import { startNginxSite } from '../nginx-site/nginx-site.mjs';
import { startCountingProxy } from './counting-proxy.mjs';
import { loadRun } from './load-run.mjs';
import { collectedMemoryOptions, measureTtfb, memoryAfterGc, processCpuMs, timedRequestsOptions, timeInServer } from './server-process.mjs';
import { startShellProcess } from './site-process.mjs';

// Issue 24's goals, printed beside the figures (never asserted).
const GOALS = {
  shell: { perSecond: 250, p99: 150, cpuMs: 4 },
  nginx: { perSecond: 3_000, p99: 20 },
  ttfbMs: 10,
  memoryGrowthPercent: 10,
};
// A page with a block whose loader takes 2 s: the news list, its read held back by the proxy in front of the content host.
const SLOW_BLOCK = { page: '/uk/news', read: /\/jsonapi\/node\/news\b/, ms: 2_000 };
const PAGES = ['/uk', '/uk/product/kredyt-gotivkoiu', '/uk/rates'];
const CONNECTIONS = [16, 64];
const PLAIN_RUNS = [{ cache: 'cold' }, { cache: 'warm' }];
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
// What Chromium asks for: nginx answers with the copy it stored for that encoding, as it does for visitors.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
const BROWSER_RUN = { cache: 'warm, compressed (br)', acceptEncoding: BROWSER_ACCEPT_ENCODING };
// Memory is read at several points (after a full collection), up to BENCH_MEMORY_RENDERS: a trend, not two moments.
const MOST_RENDERS_FOR_MEMORY = Number(process.env.BENCH_MEMORY_RENDERS ?? 20_000);
const RENDERS_FOR_MEMORY = [
  ...new Set([1_000, 2_000, 5_000, 10_000, 20_000].filter((renders) => renders < MOST_RENDERS_FOR_MEMORY).concat(MOST_RENDERS_FOR_MEMORY)),
];
// BENCH_BASELINE_SHELL: another build of the shell (a folder with its server/ and dist folders, e.g. main's) measured
// beside this checkout's, run for run on the same machine at the same moment: a change is judged against it (A/B).
const SHELLS = [
  ...(process.env.BENCH_BASELINE_SHELL ? [{ shell: 'baseline', shellDir: path.resolve(process.env.BENCH_BASELINE_SHELL) }] : []),
  { shell: 'this checkout', shellDir: undefined },
];

/** CPU time (user + system, ms) this process has used: the load generator runs in it. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const verdict = (passes) => (passes ? 'pass' : 'FAIL');
const fixed = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

function table(title, rows, notes = []) {
  console.log(`\n## ${title}`);
  console.table(rows);
  for (const note of notes) console.log(`  ${note}`);
}

function pagesShort({ pages }) {
  return `${pages.saidShort} said no, ${pages.unmarked} unmarked, ${pages.emptyPlaceInHtml} with an empty block place`;
}

function loadRow(page, connections, cache, run, extra = {}) {
  return {
    page,
    connections,
    cache,
    'req/s': fixed(run.perSecond, 0),
    'p50 ms': run.p50,
    'p99 ms': run.p99,
    errors: run.errors,
    'pages short of a block': pagesShort(run),
    ...extra,
  };
}

/** Requests per second, latency and pages short of a block for one shell process, each page cold then warm. */
async function shellLoad({ deployDir, port, content }) {
  const rows = [];
  for (const page of PAGES) {
    for (const connections of CONNECTIONS) {
      for (const { shell: name, shellDir } of SHELLS) {
        // A fresh process for each cold run: its in-process caches are empty.
        const timesFile = path.join(deployDir, '..', `server-time-${port}.jsonl`);
        const shell = await startShellProcess({ deployDir, port, contentHost: content.origin, shellDir, ...timedRequestsOptions(timesFile) });
        try {
          // The home page once more as a browser asks for it: the page compressed, as every visitor reaching the shell gets it.
          const runs = page === PAGES[0] ? [...PLAIN_RUNS, BROWSER_RUN] : PLAIN_RUNS;
          for (const { cache, acceptEncoding } of runs) {
            content.take();
            const cpuBefore = processCpuMs(shell.pid);
            const generatorBefore = ownCpuMs();
            await timeInServer(shell.pid, timesFile);
            const run = await loadRun(shell.origin + encodeURI(page), { connections, seconds: SECONDS, acceptEncoding });
            const inServer = await timeInServer(shell.pid, timesFile);
            const cpuMs = (processCpuMs(shell.pid) - cpuBefore) / run.requests;
            const generatorMs = (ownCpuMs() - generatorBefore) / run.requests;
            rows.push({
              ...(SHELLS.length > 1 ? { shell: name } : {}),
              ...loadRow(page, connections, cache, run, {
                'p99 in server ms': fixed(inServer.p99Ms),
                'CPU ms/render': fixed(cpuMs, 2),
                'generator CPU ms/request': fixed(generatorMs, 2),
                'upstream calls/page': fixed(content.take().calls / run.requests, 2),
                'load avg': loadavg()[0].toFixed(2),
              }),
            });
          }
        } finally {
          await shell.stop();
        }
      }
    }
  }
  const warmHome = rows.filter((row) => row.page === '/uk' && row.cache === 'warm' && row.shell !== 'baseline');
  const passes = warmHome.every(
    (row) =>
      Number(row['req/s']) >= GOALS.shell.perSecond &&
      row['p99 ms'] <= GOALS.shell.p99 &&
      Number(row['CPU ms/render']) <= GOALS.shell.cpuMs &&
      row['pages short of a block'].startsWith('0 said no, 0 unmarked, 0 '),
  );
  table(`One shell process (SHELL_WORKERS=1), no page cache, ${SECONDS} s per run (autocannon)`, rows, [
    `goal, /uk warm at 16 and 64 connections: ≥ ${GOALS.shell.perSecond} req/s, p99 ≤ ${GOALS.shell.p99} ms, CPU ≤ ${GOALS.shell.cpuMs} ms/render, 0 pages short of a block: ${verdict(passes)}`,
    "cold: a process just started (remotes' server code loaded, nothing rendered); warm: the same process right after.",
    '"unmarked": a page without X-Page-Complete, which nginx does not store either.',
    `"${BROWSER_RUN.cache}": asked with Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}, as Chromium does, judged by X-Page-Complete alone (its body is not read).`,
    '"p99 in server": the same requests timed inside the shell, from their headers read to their answer written; the rest of the p99 is time they waited to be read (a server or a generator short of CPU).',
    'generator CPU: this process (autocannon, reading every page for empty block places) on the same cores as the shell: what it takes, the shell cannot have.',
  ]);
}

/** Time to first byte of the home page on a fresh process of the baseline shell, warmed by a few renders. */
async function baselineTtfb({ deployDir, port, content }, shellDir) {
  const shell = await startShellProcess({ deployDir, port, contentHost: content.origin, shellDir });
  try {
    await loadRun(`${shell.origin}/uk`, { connections: 4, amount: 50 });
    return await measureTtfb(`${shell.origin}/uk`);
  } finally {
    await shell.stop();
  }
}

/** One page of a fresh shell: its first render (cold) and the next (warm), and what reached the content host. */
async function homePageFigures({ deployDir, port, content }) {
  const baseline = SHELLS.find(({ shell }) => shell === 'baseline');
  const ttfbBaseline = baseline ? await baselineTtfb({ deployDir, port, content }, baseline.shellDir) : null;
  const memoryFile = path.join(deployDir, '..', `memory-${port}.jsonl`);
  const shell = await startShellProcess({ deployDir, port, contentHost: content.origin, ...collectedMemoryOptions(memoryFile) });
  try {
    content.take();
    await (await fetch(`${shell.origin}/uk`)).text();
    const cold = content.take();
    await (await fetch(`${shell.origin}/uk`)).text();
    const warm = content.take();
    const ttfb = await measureTtfb(`${shell.origin}/uk`);

    const memory = [];
    let rendered = 0;
    for (const renders of RENDERS_FOR_MEMORY) {
      await loadRun(`${shell.origin}/uk`, { connections: 16, amount: renders - rendered });
      rendered = renders;
      memory.push({ renders, ...(await memoryAfterGc(shell.pid, memoryFile)) });
    }
    const first = memory[0];
    const last = memory.at(-1);
    const growth = (from, to) => ((to - from) / from) * 100;
    const signed = (percent) => `${percent >= 0 ? '+' : ''}${fixed(percent)} %`;
    const heapGrowth = growth(first.heapMb, last.heapMb);
    const rssGrowth = growth(first.rssMb, last.rssMb);
    table('Home page (uk) on one shell process', [
      {
        figure: 'upstream calls, cold page (distinct reads)',
        value: `${cold.calls} (${cold.distinct})`,
        goal: `≤ ${cold.distinct}`,
        result: verdict(cold.calls <= cold.distinct),
      },
      { figure: 'upstream calls, warm page', value: warm.calls, goal: '0', result: verdict(warm.calls === 0) },
      { figure: 'time to first byte warm, median of 15, ms', value: fixed(ttfb), goal: `≤ ${GOALS.ttfbMs}`, result: verdict(ttfb <= GOALS.ttfbMs) },
      ...(ttfbBaseline === null ? [] : [{ figure: 'the same, baseline shell (BENCH_BASELINE_SHELL), ms', value: fixed(ttfbBaseline) }]),
      ...memory.map(({ renders, heapMb, rssMb }) => ({
        figure: `after ${renders} renders and a full collection: heap MB / RSS MB`,
        value: `${fixed(heapMb)} (${signed(growth(first.heapMb, heapMb))}) / ${fixed(rssMb)} (${signed(growth(first.rssMb, rssMb))})`,
      })),
      {
        // The heap after a full collection is what the process holds; RSS also keeps pages the collector freed.
        figure: `heap held after ${last.renders} renders against after ${first.renders}`,
        value: signed(heapGrowth),
        goal: `≤ +${GOALS.memoryGrowthPercent} %`,
        result: verdict(heapGrowth <= GOALS.memoryGrowthPercent),
      },
      {
        figure: `RSS after ${last.renders} renders against after ${first.renders} (the issue's figure, both after a full collection)`,
        value: signed(rssGrowth),
        goal: `≤ +${GOALS.memoryGrowthPercent} %`,
        result: verdict(rssGrowth <= GOALS.memoryGrowthPercent),
      },
    ]);
  } finally {
    await shell.stop();
  }
}

/** Time to first byte of a page whose block's loader takes 2 s, beside the same page with the block answering at once. */
async function slowBlockFigures({ deployDir, port, content }) {
  // Every render reads the content host (the slow read is never served from the cache), and the block's deadline
  // is past its 2 s: it arrives late in the same response rather than being given up on.
  const shell = await startShellProcess({ deployDir, port, contentHost: content.origin, env: { SSR_CACHE: 'off', SSR_REMOTE_TIMEOUT_MS: '5000' } });
  const url = shell.origin + SLOW_BLOCK.page;
  try {
    await (await fetch(url)).text();
    const prompt = await measureTtfb(url, 7);
    content.slowDown(SLOW_BLOCK.read, SLOW_BLOCK.ms);
    const slow = await measureTtfb(url, 7);
    const started = performance.now();
    const response = await fetch(url);
    const body = await response.text();
    const whole = performance.now() - started;
    table(`First byte with a slow block (${SLOW_BLOCK.page}, one shell process, reads uncached, median of 7)`, [
      { figure: 'time to first byte, every block answering at once, ms', value: fixed(prompt) },
      {
        figure: `time to first byte, the news block's loader taking ${SLOW_BLOCK.ms} ms, ms`,
        value: fixed(slow),
        goal: `not delayed by the block (< ${SLOW_BLOCK.ms})`,
        result: verdict(slow < SLOW_BLOCK.ms),
      },
      {
        figure: 'that page whole (its block streamed in), ms',
        value: `${fixed(whole)} (X-Page-Complete: ${response.headers.get('x-page-complete')}, its place filled: ${body.includes('data-block-id="news-list"></div>') ? 'no' : 'yes'})`,
      },
    ]);
  } finally {
    content.slowDown(null);
    await shell.stop();
  }
}

/** The same loads through the shell's nginx and its page cache (docker-compose.yml's site, tooling/src/nginx-site). */
async function nginxLoad({ offset }) {
  /** @type {Awaited<ReturnType<typeof startCountingProxy>> | undefined} */
  let countingProxy;
  const site = await startNginxSite({
    offset,
    contentHost: async (standIn) => {
      countingProxy = await startCountingProxy({ upstream: standIn, port: 4001 + offset });
      return countingProxy.origin;
    },
  });
  // The site starts its stand-in, hence the proxy in front of it, before it resolves.
  const content = /** @type {Awaited<ReturnType<typeof startCountingProxy>>} */ (countingProxy);
  const rows = [];
  try {
    let coldRuns = 0;
    for (const page of PAGES) {
      for (const connections of CONNECTIONS) {
        for (const cache of ['cold', 'warm']) {
          // Cold: a URL the page cache has never stored (the page servers' own caches are warm by then).
          const url = `${site.origin}${encodeURI(page)}${cache === 'cold' ? `?bench=${(coldRuns += 1)}` : ''}`;
          content.take();
          const run = await loadRun(url, { connections, seconds: SECONDS, acceptEncoding: BROWSER_ACCEPT_ENCODING });
          rows.push(loadRow(page, connections, cache, run, { 'upstream calls/page': fixed(content.take().calls / run.requests, 3) }));
        }
      }
    }
  } finally {
    await site.stop();
    await content.stop();
  }
  const warm = rows.filter((row) => row.cache === 'warm');
  const passes = warm.every((row) => Number(row['req/s']) >= GOALS.nginx.perSecond && row['p99 ms'] <= GOALS.nginx.p99);
  table(`Through the shell's nginx and its page cache (Debian nginx, deploy/nginx, two page servers), ${SECONDS} s per run`, rows, [
    `goal, warm: ≥ ${GOALS.nginx.perSecond} req/s, p99 ≤ ${GOALS.nginx.p99} ms: ${verdict(passes)}`,
    'cold: a URL the page cache had not stored when the run began. nginx stores only pages that say X-Page-Complete: yes.',
    `Requests ask with Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}, as Chromium does; pages are judged by X-Page-Complete (the load generator keeps no body: load-run.mjs).`,
  ]);
}

/**
 * The load section of `npm run bench`: one shell process under load (autocannon), the home page's upstream calls,
 * first byte and memory, and the same loads through the shell's nginx. The bench's site (startSite at `offset`)
 * is running: its stand-in and remotes serve the shell processes started here.
 */
export async function loadFigures({ offset, deployDir, nginxOffset }) {
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(', ');
  console.log(`\n# Load (machine load average before: ${load()})`);
  const content = await startCountingProxy({ upstream: `http://127.0.0.1:${4000 + offset}`, port: 4001 + offset });
  const shell = { deployDir, port: 3011 + offset, content };
  try {
    await slowBlockFigures(shell);
    await shellLoad(shell);
    await homePageFigures(shell);
  } finally {
    await content.stop();
  }
  await nginxLoad({ offset: nginxOffset });
  console.log(`  machine load average after: ${load()}`);
}
