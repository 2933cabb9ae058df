import { jest } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedLook } from './shared-look.mjs';

describe('a look shared by the callers of one moment', () => {
  it('gives simultaneous callers one look, and a later caller a new one', async () => {
    let looks = 0;
    const look = sharedLook(async (key) => `${key} ${(looks += 1)}`);
    expect(await Promise.all([look('remotes.json'), look('remotes.json'), look('config.json')])).toEqual(['remotes.json 1', 'remotes.json 1', 'config.json 2']);
    expect(await look('remotes.json')).toBe('remotes.json 3');
  });

  it('gives every simultaneous caller the failure, and tries again afterwards', async () => {
    let failing = true;
    const look = sharedLook(async () => {
      if (failing) throw new Error('ENOENT');
      return 'read';
    });
    await expect(Promise.all([look('config.json'), look('config.json')])).rejects.toThrow('ENOENT');
    failing = false;
    expect(await look('config.json')).toBe('read');
  });
});

describe('a look that stands for its re-check interval', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('serves every caller within the interval from one look, and looks again once it has passed', async () => {
    jest.useFakeTimers();
    let looks = 0;
    const look = sharedLook(async () => (looks += 1), { recheckMs: 1000 });
    expect(await look('remotes.json')).toBe(1);
    jest.advanceTimersByTime(999);
    expect(await look('remotes.json')).toBe(1);
    jest.advanceTimersByTime(1);
    expect(await look('remotes.json')).toBe(2);
  });

  it('looks again at once when the folder reports a change, long before the interval ends', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'shared-look-'));
    try {
      let looks = 0;
      const look = sharedLook(async () => (looks += 1), { recheckMs: 3_600_000, folder });
      expect(await look('config.json')).toBe(1);
      writeFileSync(path.join(folder, 'config.json'), '{"canaryEnabled":true}');
      // The report arrives through the event loop; the test's own timeout bounds the wait.
      while ((await look('config.json')) === 1) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(looks).toBe(2);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
