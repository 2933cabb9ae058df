// Loaded into a measured shell process (node --expose-gc --import): the bench's memory figures are taken after a
// full collection, not at whatever moment the collector last ran (RSS read at two such moments differed by 30 %).
import { appendFileSync } from 'node:fs';
import { setTimeout as settle } from 'node:timers/promises';

const file = process.env.BENCH_MEMORY_FILE;
if (!file || typeof globalThis.gc !== 'function') throw new Error('memory-after-gc.mjs needs BENCH_MEMORY_FILE and node --expose-gc');
const collect = /** @type {() => void} */ (globalThis.gc);

// V8 sweeps and gives back the pages a collection freed on background threads, after the collection returns: read
// at once, the old space still counts pages the collector had emptied (its committed size went 50 → 60 MB over
// 20,000 renders with the heap in use flat at 47 MB), and by how much depends on where the sweeper was. A second
// collection after a pause reads what the process holds once that work is done (old space 47 → 47–50 MB).
const SWEEP_SETTLE_MS = 500;

process.on('SIGUSR2', async () => {
  collect();
  await settle(SWEEP_SETTLE_MS);
  collect();
  const { heapUsed, rss } = process.memoryUsage();
  appendFileSync(file, `${JSON.stringify({ heapUsed, rss })}\n`);
});
