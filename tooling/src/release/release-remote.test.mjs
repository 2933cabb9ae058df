import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

describe('releasing a remote', () => {
  it('refuses a version already deployed, before building anything', async () => {
    const volumes = mkdtempSync(path.join(os.tmpdir(), 'volumes-'));
    process.env.COMPOSE_VOLUMES_DIR = volumes;
    const { releaseRemote } = await import('./release-remote.mjs');
    const deployed = path.join(volumes, 'remotes', 'mf-content', '1.0.0');
    mkdirSync(deployed, { recursive: true });
    writeFileSync(path.join(deployed, 'remoteEntry.js'), 'var mf_content;');

    await expect(releaseRemote({ remoteName: 'mf-content', version: '1.0.0', targetName: 'compose', log: () => undefined })).rejects.toThrow(
      'mf_content@1.0.0 is already deployed',
    );
    expect(readdirSync(deployed)).toEqual(['remoteEntry.js']);
    expect(readdirSync(volumes)).toEqual(['remotes']);
  });

  it('refuses an unknown remote', async () => {
    const { releaseRemote } = await import('./release-remote.mjs');
    await expect(releaseRemote({ remoteName: 'mf-loans', version: '1.0.0' })).rejects.toThrow('unknown remote "mf-loans"');
  });
});
