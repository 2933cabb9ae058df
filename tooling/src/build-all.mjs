import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { REMOTES, REPO_DIR } from './remotes.mjs';

const require = createRequire(import.meta.url);
// @rspack/cli exports no bin path: resolve its package.json and take the bin beside it.
const rspackCli = path.join(path.dirname(require.resolve('@rspack/cli/package.json')), 'bin', 'rspack.js');

/** Builds one package for production with its own rspack config (or `config`); returns seconds taken. */
export function buildPackage(folder, env = {}, config = null) {
  const started = performance.now();
  const result = spawnSync(process.execPath, [rspackCli, 'build', ...(config ? ['-c', config] : [])], {
    cwd: path.join(REPO_DIR, folder),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout);
    throw new Error(`build of ${folder} failed`);
  }
  return (performance.now() - started) / 1000;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  // The stand-in's pictures: made here, so that it starts serving at once.
  const images = spawnSync(process.execPath, [path.join(REPO_DIR, 'backend-stub', 'src', 'images', 'seeded-images.mjs')], { stdio: 'inherit' });
  if (images.status !== 0) throw new Error('the stand-in pictures could not be made');
  for (const folder of ['shell', ...REMOTES.map((remote) => remote.folder)]) {
    console.log(`built ${folder} in ${buildPackage(folder).toFixed(1)} s`);
  }
  console.log(`all packages built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
