import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const CLOCK_TICKS_PER_SECOND = Number(execSync('getconf CLK_TCK').toString());

/** CPU time (user + system, ms) a process has used, from /proc. */
export function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

const MEMORY_AFTER_GC = path.join(path.dirname(fileURLToPath(import.meta.url)), 'memory-after-gc.mjs');

/** Node's flags and the environment for a process whose memory is read after a full collection (memoryAfterGc). */
export function collectedMemoryOptions(file) {
  return { nodeOptions: ['--expose-gc', `--import=${MEMORY_AFTER_GC}`], env: { BENCH_MEMORY_FILE: file } };
}

/** A process's heap and resident memory (MB) right after a full collection, which it runs when asked (memory-after-gc.mjs). */
export async function memoryAfterGc(pid, file) {
  const { heapUsed, rss } = await reportAsked(pid, file);
  return { heapMb: heapUsed / 1024 / 1024, rssMb: rss / 1024 / 1024 };
}

const TIME_IN_SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'time-in-server.mjs');

/** Node's flags and the environment for a process whose requests are timed inside it (timeInServer). */
export function timedRequestsOptions(file) {
  return { nodeOptions: [`--import=${TIME_IN_SERVER}`], env: { BENCH_SERVER_TIME_FILE: file } };
}

/**
 * p50, p99 and longest time (ms) a process's requests spent inside it since it was last asked (time-in-server.mjs):
 * ask once before a run to start its count.
 * @returns {Promise<{ p50Ms: number, p99Ms: number, maxMs: number }>}
 */
export function timeInServer(pid, file) {
  return reportAsked(pid, file);
}

/** The line a process appends to `file` when sent SIGUSR2 (memory-after-gc.mjs, time-in-server.mjs), parsed. */
async function reportAsked(pid, file) {
  const lines = () => (existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').filter(Boolean) : []);
  const before = lines().length;
  process.kill(pid, 'SIGUSR2');
  for (let waited = 0; waited < 30_000; waited += 50) {
    const after = lines();
    if (after.length > before) return JSON.parse(/** @type {string} */ (after.at(-1)));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`process ${pid} did not report to ${file} when asked`);
}

/** The process listening on a local port. */
export function listenerPid(port) {
  return Number(execSync(`fuser -n tcp ${port} 2>/dev/null`).toString().trim().split(/\s+/)[0]);
}

/** Time to first byte of a server-rendered page, median of runs one after another, measured on loopback. */
export async function measureTtfb(url, runs = 15) {
  const values = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const response = await fetch(url);
    const reader = response.body.getReader();
    await reader.read();
    values.push(performance.now() - started);
    await reader.cancel();
  }
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
}
