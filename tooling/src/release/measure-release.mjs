import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_DIR, SHELL_PORT } from '../remotes.mjs';
import { deployTarget, findRemote } from './deploy-target.mjs';
import { releaseRemote } from './release-remote.mjs';
import { changeLiveVersion } from './switch-remote.mjs';
import { shellFederationFrom } from './shell-needs.mjs';
import { removeVersion } from './remove-version.mjs';

/**
 * Figures for the closing note, not a test: seconds from the release command to the new version live
 * for one remote (the shell's remotes.json names it and its entry answers), and whether the shell's
 * build output is byte-identical before and after. Needs the site running (`npm run serve`).
 * The measured version is rolled back and removed afterwards.
 */
function shellBuildHashes() {
  const hashes = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hashes.set(path.relative(REPO_DIR, file), createHash('sha256').update(readFileSync(file)).digest('hex'));
    }
  };
  for (const folder of ['dist', 'dist-server']) if (existsSync(path.join(REPO_DIR, 'shell', folder))) walk(path.join(REPO_DIR, 'shell', folder));
  return hashes;
}

async function liveForVisitors(remoteName, version) {
  const manifest = await (await fetch(`http://localhost:${SHELL_PORT}/remotes.json`, { cache: 'no-store' })).json();
  const remote = manifest.remotes[remoteName];
  if (remote?.live !== version) return false;
  const entry = await fetch(remote.versions[version].entry);
  // Read to the end: an unread body keeps its connection, and this process, alive for seconds.
  await entry.arrayBuffer();
  return entry.ok;
}

const { values } = parseArgs({ options: { remote: { type: 'string', default: 'mf-content' } } });
const remote = findRemote(values.remote);
const target = deployTarget('local');
const version = `0.0.0-measure.${Date.now()}`;
const before = shellBuildHashes();

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
await releaseRemote({ remoteName: remote.name, version, by: 'measure', log: () => undefined });
const released = seconds();
const shell = shellFederationFrom(target.shellDir);
await changeLiveVersion({ target, remoteName: remote.name, version, by: 'measure', shell });
const switched = seconds();
while (!(await liveForVisitors(remote.name, version))) await new Promise((resolve) => setTimeout(resolve, 50));
const live = seconds();

const after = shellBuildHashes();
const identical = before.size === after.size && [...before].every(([file, hash]) => after.get(file) === hash);

await changeLiveVersion({ target, remoteName: remote.name, action: 'rollback', by: 'measure', shell });
await removeVersion({ target, remoteName: remote.name, version, by: 'measure' });

console.log(`${remote.name}: built and published in ${released} s, validated and switched at ${switched} s, live for visitors at ${live} s (goal ≤ 10 s)`);
console.log(`shell build output byte-identical before and after: ${identical ? 'yes' : 'NO'} (${before.size} files hashed)`);
