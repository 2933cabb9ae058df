import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CLOCK_TICKS_PER_SECOND = Number(execSync('getconf CLK_TCK').toString());

/** CPU time (user + system, ms) a process has used, from /proc. */
export function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** Resident memory of a process, MB. */
export function residentMb(pid) {
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
  return kb / 1024;
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
