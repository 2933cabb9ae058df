import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeManifest } from './manifest-file.mjs';

const manifestFileModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'manifest-file.mjs');

// A manifest large enough that writing it in place takes more than one write call.
const bigManifest = (live) => ({
  remotes: Object.fromEntries(
    Array.from({ length: 400 }, (_, index) => [
      `mf_${index}`,
      { live, versions: { [live]: { entry: `http://localhost:3005/${live}/remoteEntry.${'x'.repeat(200)}.js` } } },
    ]),
  ),
});

describe('writing the manifest', () => {
  it('a reader never sees half a manifest while another process rewrites it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
    const file = path.join(dir, 'remotes.json');
    writeManifest(file, bigManifest('0'));
    const writer = spawn(process.execPath, [
      '--input-type=module',
      '-e',
      `const { writeManifest } = await import(${JSON.stringify(manifestFileModule)});
       const big = ${bigManifest.toString()};
       for (let round = 1; round <= 150; round += 1) writeManifest(${JSON.stringify(file)}, big(String(round)));`,
    ]);
    const finished = new Promise((resolve) => writer.on('exit', resolve));
    let running = true;
    void finished.then(() => (running = false));
    let reads = 0;
    while (running) {
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      expect(Object.keys(manifest.remotes)).toHaveLength(400);
      reads += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await finished).toBe(0);
    expect(reads).toBeGreaterThan(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).remotes.mf_0.live).toBe('150');
    expect(readdirSync(dir)).toEqual(['remotes.json']);
    // A second process writing a large file many times: slow on a busy machine, never timed.
  }, 60_000);
});
