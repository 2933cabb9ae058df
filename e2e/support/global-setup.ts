import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SECOND_CONTENT_VERSION } from './deployed-versions';

const repo = path.resolve(__dirname, '..', '..');

/**
 * A second deployed version of mf-content, built from the same source into its own version folder,
 * for the version-switch tests. The shell is not rebuilt.
 */
export default function globalSetup() {
  if (isUpToDate()) return;
  // @rspack/cli exports no bin path: take the bin beside its package.json.
  const rspackCli = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');
  execFileSync(process.execPath, [rspackCli, 'build'], {
    cwd: path.join(repo, 'mf-content'),
    env: { ...process.env, REMOTE_VERSION: SECOND_CONTENT_VERSION },
    stdio: 'ignore',
  });
}

/** Built after the live version was: a second version older than the source would lack what the source declares now. */
function isUpToDate(): boolean {
  const content = path.join(repo, 'mf-content');
  const second = path.join(content, 'dist', SECOND_CONTENT_VERSION, 'remoteEntry.js');
  const { version } = JSON.parse(readFileSync(path.join(content, 'package.json'), 'utf8')) as { version: string };
  const live = path.join(content, 'dist', version, 'remoteEntry.js');
  return existsSync(second) && (!existsSync(live) || statSync(second).mtimeMs >= statSync(live).mtimeMs);
}
