import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

// node tooling/src/bench/long-tasks.mjs [--runs N] [--slowdown X] [--throttle] [--cpu-time] [--summary] <url>...: the main
// thread's long tasks of a page load, to find what costs Lighthouse's Total Blocking Time. Each run opens the page in a fresh
// Chromium (cold caches, as Lighthouse loads it) on a phone's screen and reads the trace. Lighthouse's
// simulated throttling counts each task after the first contentful paint at 4x its duration here, blocking
// beyond 50 ms: the printed "TBT estimate" does the same, so that a change can be compared over several runs in
// seconds instead of Lighthouse's minutes. A task of over 50 ms ÷ the slowdown here (12.5 ms at 4) blocks there;
// it is listed with the events inside it that took longest (script evaluations name their file) and, from V8's
// sampling profiler, the functions it spent its time in (name, file:line:column, as a minified file is a few long
// lines), so that a task is traced to its code.
// --throttle slows Chromium's CPU by the slowdown instead (as DevTools does) and counts the tasks as they are: the tasks
// themselves change then (React and the start-up stages yield after wall-clock time, not work done).
// --cpu-time sizes each task by the CPU time its thread had in it (the trace's thread duration) instead of the
// time that passed: on a machine others are using, a task's wall time includes the time its thread waited for a core.
// --slowdown X counts the tasks at X times instead of Lighthouse's 4: 4 × this machine's CPU index (the bench prints
// Lighthouse's) / 1,200 counts them as on the slowest machine the front-end goals are set for (issue 24).
// Several URLs (a build and the same page of another build) are loaded in turn, run by run, which goes
// first alternating, so that a busy moment of a shared machine falls on all of them; --summary prints only
// each run's figures and the medians.
const BLOCKING_MS = 50;
const PHONE = { width: 412, height: 823 };
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    slowdown: { type: 'string', default: '4' },
    throttle: { type: 'boolean', default: false },
    'cpu-time': { type: 'boolean', default: false },
    summary: { type: 'boolean', default: false },
  },
});
// `<url> [runs]`, as before, still works.
const runsArgument = positionals.length === 2 && /^\d+$/.test(positionals[1]) ? positionals.pop() : options.runs;
const urls = positionals;
if (urls.length === 0) {
  console.error('usage: node tooling/src/bench/long-tasks.mjs [--runs N] [--slowdown X] [--throttle] [--cpu-time] [--summary] <url>...');
  process.exit(2);
}
const CPU_SLOWDOWN = Number(options.slowdown);
if (!(CPU_SLOWDOWN >= 1)) {
  console.error(`--slowdown ${options.slowdown}: expected a number of at least 1`);
  process.exit(2);
}
/** How much longer a task counts than it took in the trace. */
const countedSlowdown = options.throttle ? 1 : CPU_SLOWDOWN;
/** A task's duration in ms, as it is counted: wall time, or with --cpu-time its thread's. */
const durationOf = (task) => ms(options['cpu-time'] ? (task.tdur ?? task.dur) : task.dur);

const ms = (microseconds) => microseconds / 1000;
const fileOf = (event) => (event.args?.data?.url ?? event.args?.beginData?.url ?? '').split('/').pop();

function describeTask(task, events) {
  const inside = events
    .filter((event) => event.tid === task.tid && event.ts >= task.ts && event.ts < task.ts + task.dur && event.dur > 1000 && event.name !== 'RunTask')
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3);
  return inside.map((event) => `${event.name} ${ms(event.dur).toFixed(0)}${fileOf(event) ? ` ${fileOf(event)}` : ''}`).join(', ');
}

const frameName = ({ functionName, url: file, lineNumber, columnNumber }) =>
  `${functionName || '(anonymous)'} ${file.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;

/**
 * V8's samples in the trace, by renderer process (a page's scripts run on its main thread):
 * [{ ts, stack: frame names, innermost first }]. Each process numbers its profiles from 0x1.
 */
function profilerSamples(events) {
  const profiles = new Map();
  for (const event of events) {
    const key = `${event.pid}:${event.id}`;
    if (event.name === 'Profile') profiles.set(key, { pid: event.pid, time: event.args.data.startTime, nodes: new Map(), samples: [] });
    if (event.name !== 'ProfileChunk' || !profiles.has(key)) continue;
    const profile = profiles.get(key);
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) profile.nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      profile.time += timeDeltas[index] ?? 0;
      profile.samples.push({ ts: profile.time, id });
    });
  }
  const byProcess = new Map();
  for (const { pid, nodes, samples } of profiles.values()) {
    const stackOf = (id) => {
      const stack = [];
      for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
        if (node.callFrame.url) stack.push(frameName(node.callFrame));
      }
      return stack;
    };
    byProcess.set(pid, [...(byProcess.get(pid) ?? []), ...samples.map(({ ts, id }) => ({ ts, stack: stackOf(id) }))]);
  }
  return byProcess;
}

/** The functions a task spent most of its samples in, itself or in what it called; wrappers around all of it left out. */
function hotFunctions(task, samples) {
  const inside = (samples.get(task.pid) ?? []).filter((sample) => sample.ts >= task.ts && sample.ts < task.ts + task.dur && sample.stack.length);
  if (inside.length === 0) return '';
  const total = new Map();
  for (const { stack } of inside) for (const name of new Set(stack)) total.set(name, (total.get(name) ?? 0) + 1);
  return [...total]
    .filter(([, count]) => count < inside.length * 0.9)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name, count]) => `${name} ${Math.round((count / inside.length) * 100)}%`)
    .join('; ');
}

async function traceOneLoad(executablePath, url) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: PHONE });
    if (options.throttle) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    return JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  } finally {
    await browser.close();
  }
}

/** One load's blocking tasks, listed unless --summary; returns its figures. */
function longTasksOf(events, url) {
  // The page's own main thread is the one that painted it: the first HTML parsed in the trace can be the
  // blank page's, in another renderer, whose tasks made every estimate 0.
  const firstPaintEvent = events.find((event) => event.name === 'firstContentfulPaint');
  if (!firstPaintEvent) throw new Error(`${url}: no first contentful paint in the trace`);
  const { tid: mainThread, ts: firstPaint } = firstPaintEvent;
  const tasks = events.filter((event) => event.name === 'RunTask' && event.tid === mainThread && event.ts >= firstPaint && event.dur);
  const counted = (task) => countedSlowdown * durationOf(task);
  const blocking = tasks.filter((task) => counted(task) > BLOCKING_MS);
  const figures = {
    estimate: blocking.reduce((sum, task) => sum + counted(task) - BLOCKING_MS, 0),
    blocking: blocking.length,
    longest: Math.max(0, ...tasks.map(counted)),
  };
  if (options.summary) return figures;
  const samples = profilerSamples(events);
  for (const task of blocking) {
    console.log(`  ${durationOf(task).toFixed(1).padStart(6)} ms  ${describeTask(task, events)}`);
    const hot = hotFunctions(task, samples);
    if (hot) console.log(`             in: ${hot}`);
  }
  return figures;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = urls.map(() => []);
for (let run = 1; run <= Number(runsArgument); run += 1) {
  const order = urls.map((url, index) => index);
  if (run % 2 === 0) order.reverse();
  for (const index of order) {
    const url = urls[index];
    const events = await traceOneLoad(executablePath, url);
    if (!options.summary) console.log(`run ${run}, ${url}:`);
    const figures = longTasksOf(events, url);
    runs[index].push(figures);
    console.log(
      `run ${run}: TBT estimate ${figures.estimate.toFixed(0)} ms, ${figures.blocking} blocking tasks, longest ${figures.longest.toFixed(0)} ms (counted) — ${url}`,
    );
  }
}
const counting = [
  options.throttle ? `Chromium at ${CPU_SLOWDOWN}x CPU, tasks as they are` : `tasks x${CPU_SLOWDOWN}`,
  options['cpu-time'] ? "sized by their thread's CPU time" : '',
]
  .filter(Boolean)
  .join(', ');
urls.forEach((url, index) => {
  const of = (key) => median(runs[index].map((figures) => figures[key])).toFixed(0);
  console.log(
    `median of ${runs[index].length} runs (${counting}): TBT estimate ${of('estimate')} ms, ${of('blocking')} blocking tasks, longest ${of('longest')} ms — ${url}`,
  );
});
