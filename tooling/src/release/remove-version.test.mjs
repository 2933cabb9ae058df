import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeManifest } from './manifest-file.mjs';
import { appendLogEntry, readLog } from './switch-log.mjs';
import { removeVersion } from './remove-version.mjs';
import { manifestWith } from './release-fixtures.test-support.mjs';

function setUp() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'remove-'));
  const target = { manifestFile: path.join(dir, 'remotes.json'), logFile: path.join(dir, 'remotes.log'), versionsDir: () => path.join(dir, 'versions') };
  writeManifest(target.manifestFile, manifestWith(['1.0.0', '1.1.0', '1.2.0'], '1.1.0'));
  for (const version of ['1.0.0', '1.1.0', '1.2.0']) {
    mkdirSync(path.join(dir, 'versions', version), { recursive: true });
    writeFileSync(path.join(dir, 'versions', version, 'remoteEntry.js'), 'var mf_content;');
  }
  appendLogEntry(target.logFile, { action: 'switch', remote: 'mf_content', from: '1.0.0', to: '1.1.0', by: 'olena' });
  const versions = () => Object.keys(JSON.parse(readFileSync(target.manifestFile, 'utf8')).remotes.mf_content.versions);
  return { target, versions, folder: (version) => path.join(dir, 'versions', version) };
}

describe('removing an old version', () => {
  it('takes a version that is not live out of the manifest, then deletes its folder, and logs it', async () => {
    const { target, versions, folder } = setUp();
    await removeVersion({ target, remoteName: 'mf_content', version: '1.2.0', by: 'olena' });
    expect(versions()).toEqual(['1.0.0', '1.1.0']);
    expect(existsSync(folder('1.2.0'))).toBe(false);
    expect(readLog(target.logFile).at(-1)).toEqual(expect.objectContaining({ action: 'remove', remote: 'mf_content', to: '1.2.0', by: 'olena' }));
  });

  it('refuses the live version and the one a rollback returns to, and changes nothing', async () => {
    const { target, versions, folder } = setUp();
    await expect(removeVersion({ target, remoteName: 'mf_content', version: '1.1.0', by: 'olena' })).rejects.toThrow('mf_content@1.1.0 is live');
    await expect(removeVersion({ target, remoteName: 'mf_content', version: '1.0.0', by: 'olena' })).rejects.toThrow('the version a rollback returns to');
    expect(versions()).toEqual(['1.0.0', '1.1.0', '1.2.0']);
    expect(existsSync(folder('1.0.0'))).toBe(true);
  });
});
