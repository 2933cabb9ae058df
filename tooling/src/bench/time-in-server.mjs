// Loaded into a measured shell process (node --import): how long its requests spent in it, from their headers read to
// their answer handed to the kernel. Beside the load generator's latency it tells the page server's own delays (its
// work, its collections) from the time a request waited to be read at all, on a server or generator short of CPU.
import { appendFileSync } from 'node:fs';
import { subscribe } from 'node:diagnostics_channel';
import { createHistogram } from 'node:perf_hooks';

const file = process.env.BENCH_SERVER_TIME_FILE;
if (!file) throw new Error('time-in-server.mjs needs BENCH_SERVER_TIME_FILE');
let times = createHistogram();

subscribe('http.server.request.start', (message) => {
  const { response } = /** @type {{ response: import('node:http').ServerResponse }} */ (message);
  const started = process.hrtime.bigint();
  // The histogram takes whole nanoseconds from 1 up.
  response.once('finish', () => times.record(process.hrtime.bigint() - started + 1n));
});

// Each report covers the requests since the one before.
process.on('SIGUSR2', () => {
  const ms = (nanoseconds) => nanoseconds / 1e6;
  appendFileSync(file, `${JSON.stringify({ p50Ms: ms(times.percentile(50)), p99Ms: ms(times.percentile(99)), maxMs: ms(times.max) })}\n`);
  times = createHistogram();
});
