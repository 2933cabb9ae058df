import { mkdtemp, rm, writeFile, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runtimeFiles } from './runtime-files.mjs';

let deployDir;
const manifest = (origin) => ({ remotes: { forms: { live: '1.0.0', versions: { '1.0.0': { entry: `${origin}/forms/1.0.0/remoteEntry.js` } } } } });

beforeEach(async () => {
  deployDir = await mkdtemp(path.join(os.tmpdir(), 'runtime-files-'));
});

afterEach(async () => {
  await rm(deployDir, { recursive: true, force: true });
});

describe('the runtime files beside the shell', () => {
  it('are worked out once while they do not change: every answer shares the same origins', async () => {
    await writeFile(path.join(deployDir, 'remotes.json'), JSON.stringify(manifest('https://a.example')));
    const files = runtimeFiles(deployDir);
    expect(await files.remoteOrigins()).toBe(await files.remoteOrigins());
  });

  it('an edited remotes.json is read again: the next page and CSP name the new origin', async () => {
    const file = path.join(deployDir, 'remotes.json');
    await writeFile(file, JSON.stringify(manifest('https://a.example')));
    const files = runtimeFiles(deployDir);
    expect(await files.remoteOrigins()).toEqual(['https://a.example']);
    await writeFile(file, JSON.stringify(manifest('https://b.example')));
    // Even an edit within the same second as the last one, and of the same size, is seen.
    const later = new Date(Date.now() + 5000);
    await utimes(file, later, later);
    expect(await files.remoteOrigins()).toEqual(['https://b.example']);
  });
});

it("a release manager's edit of config.json is seen at once, though the files are otherwise looked at only every hour", async () => {
  const file = path.join(deployDir, 'config.json');
  await writeFile(file, JSON.stringify({ canaryEnabled: false }));
  const files = runtimeFiles(deployDir, { recheckMs: 3_600_000 });
  expect(await files.canaryEnabled()).toBe(false);
  await writeFile(file, JSON.stringify({ canaryEnabled: true }));
  // The folder's report arrives through the event loop; the test's own timeout bounds the wait.
  while (!(await files.canaryEnabled())) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(await files.canaryEnabled()).toBe(true);
});
