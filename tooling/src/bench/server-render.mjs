import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** CPU time (user + system, ms) a process has used, from /proc. */
function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / Number(execSync('getconf CLK_TCK').toString());
}

/** The process listening on a local port (the shell server). */
export function listenerPid(port) {
  return Number(execSync(`fuser -n tcp ${port} 2>/dev/null`).toString().trim().split(/\s+/)[0]);
}

/** Time to first byte of a server-rendered page, median of runs, measured on loopback. */
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

/** Requests per second one shell process answers with a bounded load (a fixed number in flight). */
export async function measureThroughput(url, { seconds = 10, inFlight = 16, serverPid } = {}) {
  const cpuBefore = serverPid ? processCpuMs(serverPid) : 0;
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  async function worker() {
    while (performance.now() < deadline) {
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        if (response.ok) done += 1;
        else failed += 1;
      } catch {
        failed += 1;
      }
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker));
  const cpuMsPerRequest = serverPid && done ? (processCpuMs(serverPid) - cpuBefore) / done : Number.NaN;
  return { perSecond: done / seconds, failed, cpuMsPerRequest };
}
