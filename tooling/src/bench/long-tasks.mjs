import { chromium } from 'playwright-core';

// node tooling/src/bench/long-tasks.mjs <url> [runs]: the main thread's long tasks of a page load, to find
// what costs Lighthouse's Total Blocking Time. Each run opens the page in a fresh Chromium (cold caches,
// as Lighthouse loads it) on a phone's screen and reads the trace. Lighthouse's simulated throttling
// counts each task after the first contentful paint at 4x its duration here, blocking beyond 50 ms:
// the printed "TBT estimate" does the same, so that a change can be compared over several runs in
// seconds instead of Lighthouse's minutes. A task of over 12.5 ms here blocks there; it is listed with
// the events inside it that took longest (script evaluations name their file) and, from V8's sampling
// profiler, the functions it spent its time in (name, file:line), so that a task is traced to its code.
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;
const PHONE = { width: 412, height: 823 };
const [url, runsArgument = '5'] = process.argv.slice(2);
if (!url) {
  console.error('usage: node tooling/src/bench/long-tasks.mjs <url> [runs]');
  process.exit(2);
}

const ms = (microseconds) => microseconds / 1000;
const fileOf = (event) => (event.args?.data?.url ?? event.args?.beginData?.url ?? '').split('/').pop();

function describeTask(task, events) {
  const inside = events
    .filter((event) => event.tid === task.tid && event.ts >= task.ts && event.ts < task.ts + task.dur && event.dur > 1000 && event.name !== 'RunTask')
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 3);
  return inside.map((event) => `${event.name} ${ms(event.dur).toFixed(0)}${fileOf(event) ? ` ${fileOf(event)}` : ''}`).join(', ');
}

const frameName = ({ functionName, url: file, lineNumber }) => `${functionName || '(anonymous)'} ${file.split('/').pop()}:${lineNumber + 1}`;

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

async function traceOneLoad(executablePath) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: PHONE });
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

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const estimates = [];
for (let run = 1; run <= Number(runsArgument); run += 1) {
  const events = await traceOneLoad(executablePath);
  // The page's own main thread is the one that painted it: the first HTML parsed in the trace can be the
  // blank page's, in another renderer, whose tasks made every estimate 0.
  const firstPaintEvent = events.find((event) => event.name === 'firstContentfulPaint');
  if (!firstPaintEvent) throw new Error(`${url}: no first contentful paint in the trace`);
  const { tid: mainThread, ts: firstPaint } = firstPaintEvent;
  const tasks = events.filter((event) => event.name === 'RunTask' && event.tid === mainThread && event.ts >= firstPaint && event.dur);
  const estimate = tasks.reduce((sum, task) => sum + Math.max(0, CPU_SLOWDOWN * ms(task.dur) - BLOCKING_MS), 0);
  estimates.push(estimate);
  console.log(`run ${run}: TBT estimate ${estimate.toFixed(0)} ms`);
  const samples = profilerSamples(events);
  for (const task of tasks.filter((t) => CPU_SLOWDOWN * ms(t.dur) > BLOCKING_MS)) {
    console.log(`  ${ms(task.dur).toFixed(1).padStart(6)} ms  ${describeTask(task, events)}`);
    const hot = hotFunctions(task, samples);
    if (hot) console.log(`             in: ${hot}`);
  }
}
const sorted = [...estimates].sort((a, b) => a - b);
console.log(`median TBT estimate of ${sorted.length} runs: ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms`);
