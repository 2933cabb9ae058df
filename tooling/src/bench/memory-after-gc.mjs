// Loaded into a measured shell process (node --expose-gc --import): the bench's memory figures are taken after a
// full collection, not at whatever moment the collector last ran (RSS read at two such moments differed by 30 %).
import { appendFileSync } from 'node:fs';

const file = process.env.BENCH_MEMORY_FILE;
if (!file || typeof globalThis.gc !== 'function') throw new Error('memory-after-gc.mjs needs BENCH_MEMORY_FILE and node --expose-gc');
const collect = /** @type {() => void} */ (globalThis.gc);

process.on('SIGUSR2', () => {
  collect();
  const { heapUsed, rss } = process.memoryUsage();
  appendFileSync(file, `${JSON.stringify({ heapUsed, rss })}\n`);
});
