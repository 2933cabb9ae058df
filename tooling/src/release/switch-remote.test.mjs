import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RefusedChange, writeManifest } from './manifest-file.mjs';
import { appendLogEntry, readLog } from './switch-log.mjs';
import { changeLiveVersion } from './switch-remote.mjs';
import { SHELL, deployedFiles, fakeFetch, manifestWith, mfManifest } from './release-fixtures.test-support.mjs';

const VERSIONS = ['1.0.0', '1.1.0', '1.2.0'];

function setUp(files = deployedFiles(Object.fromEntries(VERSIONS.map((version) => [version, mfManifest({ version })])))) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'switch-'));
  const target = { manifestFile: path.join(dir, 'remotes.json'), logFile: path.join(dir, 'remotes.log') };
  writeManifest(target.manifestFile, manifestWith(VERSIONS));
  const change = (options) => changeLiveVersion({ target, remoteName: 'mf_content', by: 'olena', shell: SHELL, fetchImpl: fakeFetch(files), ...options });
  const live = () => JSON.parse(readFileSync(target.manifestFile, 'utf8')).remotes.mf_content.live;
  return { target, change, live };
}

describe('switching a remote version', () => {
  it('makes the version live and logs who, from and to', async () => {
    const { target, change, live } = setUp();
    await change({ version: '1.1.0' });
    expect(live()).toBe('1.1.0');
    expect(readLog(target.logFile)).toEqual([
      expect.objectContaining({ action: 'switch', remote: 'mf_content', from: '1.0.0', to: '1.1.0', by: 'olena', at: expect.any(String) }),
    ]);
  });

  it('a refused switch changes neither the manifest nor the log, and says why', async () => {
    const files = deployedFiles({ '1.0.0': mfManifest({ version: '1.0.0' }), '1.1.0': mfManifest({ version: '1.1.0', exposes: [] }) });
    const { target, change } = setUp(files);
    const before = readFileSync(target.manifestFile);
    await expect(change({ version: '1.1.0' })).rejects.toThrow('declares block type basic for ./basic, which it does not expose');
    expect(readFileSync(target.manifestFile).equals(before)).toBe(true);
    expect(existsSync(target.logFile)).toBe(false);
  });

  it('refuses switching to the version already live', async () => {
    const { change } = setUp();
    await expect(change({ version: '1.0.0' })).rejects.toThrow('mf_content@1.0.0 is already live');
  });

  it('refuses while another change holds the lock, and leaves its lock alone', async () => {
    const { target, change, live } = setUp();
    writeFileSync(`${target.manifestFile}.lock`, '999\n');
    await expect(change({ version: '1.1.0' })).rejects.toBeInstanceOf(RefusedChange);
    expect(live()).toBe('1.0.0');
    expect(existsSync(`${target.manifestFile}.lock`)).toBe(true);
  });
});

describe('the manifest after a switch', () => {
  it('is refused when the switched remote would stay malformed, even if the version itself is fine', async () => {
    const { target, change, live } = setUp();
    const manifest = manifestWith(VERSIONS);
    manifest.remotes.mf_content.versions['1.2.0'].serverEntry = '/1.2.0/server/remoteEntry.js';
    writeManifest(target.manifestFile, manifest);
    await expect(change({ version: '1.1.0' })).rejects.toThrow('mf_content@1.2.0: "serverEntry" is not an http(s) URL');
    expect(live()).toBe('1.0.0');
  });

  it("is not blocked by another remote's existing problem", async () => {
    const { target, change, live } = setUp();
    writeManifest(target.manifestFile, { remotes: { ...manifestWith(VERSIONS).remotes, mf_rates: { live: '1.0.0', versions: {} } } });
    await change({ version: '1.1.0' });
    expect(live()).toBe('1.1.0');
  });
});

describe('rolling back', () => {
  it('returns to the version live before, and further back on a second rollback', async () => {
    const { change, live } = setUp();
    await change({ version: '1.1.0' });
    await change({ version: '1.2.0' });
    await change({ action: 'rollback' });
    expect(live()).toBe('1.1.0');
    await change({ action: 'rollback' });
    expect(live()).toBe('1.0.0');
  });

  it('is refused when no switch was logged', async () => {
    const { change } = setUp();
    await expect(change({ action: 'rollback' })).rejects.toThrow('mf_content@1.0.0 was not made live by a logged switch');
  });

  it('is refused when the manifest was edited by hand after the last switch', async () => {
    const { target, change } = setUp();
    appendLogEntry(target.logFile, { action: 'switch', remote: 'mf_content', from: '1.1.0', to: '1.2.0', by: 'olena' });
    await expect(change({ action: 'rollback' })).rejects.toThrow('was not made live by a logged switch');
  });

  it('is validated like a switch: a previous version whose entry is gone is refused', async () => {
    const files = deployedFiles({ '1.1.0': mfManifest({ version: '1.1.0' }) });
    const { target, change, live } = setUp(files);
    appendLogEntry(target.logFile, { action: 'switch', remote: 'mf_content', from: '1.0.0', to: '1.1.0', by: 'olena' });
    writeManifest(target.manifestFile, { remotes: { mf_content: { ...manifestWith(VERSIONS).remotes.mf_content, live: '1.1.0' } } });
    await expect(change({ action: 'rollback' })).rejects.toThrow('entry: http://remote.test/1.0.0/remoteEntry.js answers HTTP 404');
    expect(live()).toBe('1.1.0');
  });
});
