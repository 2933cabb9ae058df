import { jest } from '@jest/globals';
import { mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lastReadableManifest } from './last-readable-manifest.mjs';

const manifestOf = (live) => ({ remotes: { mf_content: { live, versions: { [live]: { entry: `http://localhost:3005/${live}/remoteEntry.js` } } } } });

function deployDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'manifest-'));
  const file = path.join(dir, 'remotes.json');
  // Written as the release tools write it: a new file renamed over the old one.
  const write = (text) => {
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  };
  return { file, write };
}

describe('the manifest the server renders with', () => {
  it('follows a switch: a changed file is read again', async () => {
    const { file, write } = deployDir();
    write(JSON.stringify(manifestOf('1.0.0')));
    const read = lastReadableManifest(file);
    expect((await read()).manifest.remotes.mf_content.live).toBe('1.0.0');
    write(JSON.stringify(manifestOf('1.1.0')));
    expect((await read()).manifest.remotes.mf_content.live).toBe('1.1.0');
  });

  it('keeps the last readable manifest when remotes.json is truncated, and says so once', async () => {
    const { file, write } = deployDir();
    const good = JSON.stringify(manifestOf('1.0.0'));
    write(good);
    const log = jest.fn();
    const read = lastReadableManifest(file, { log });
    await read();
    write(good.slice(0, 40));
    expect(await read()).toEqual({ manifest: manifestOf('1.0.0'), text: good });
    expect(await read()).toEqual({ manifest: manifestOf('1.0.0'), text: good });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0][0]).toMatch(/^remotes.json unreadable \(.+\): keeping the last readable manifest$/);
  });

  it('fails when no readable manifest was ever read: there is no composition to keep', async () => {
    const { file, write } = deployDir();
    write('{"remotes": {');
    await expect(lastReadableManifest(file, { log: jest.fn() })()).rejects.toThrow('is unreadable and no earlier manifest was read');
  });
});
