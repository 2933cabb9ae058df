import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { SECOND_CONTENT_VERSION } from './deployed-versions';

const repo = path.resolve(__dirname, '..', '..');

/**
 * A second deployed version of mf-content, built from the same source into its own version folder,
 * for the version-switch tests. The shell is not rebuilt.
 */
export default function globalSetup() {
  if (existsSync(path.join(repo, 'mf-content', 'dist', SECOND_CONTENT_VERSION, 'remoteEntry.js'))) return;
  // @rspack/cli exports no bin path: take the bin beside its package.json.
  const rspackCli = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');
  execFileSync(process.execPath, [rspackCli, 'build'], {
    cwd: path.join(repo, 'mf-content'),
    env: { ...process.env, REMOTE_VERSION: SECOND_CONTENT_VERSION },
    stdio: 'ignore',
  });
}
