import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REPO_DIR } from '../remotes.mjs';
import { buildPackage } from '../build-all.mjs';
import { deployTarget, findRemote } from './deploy-target.mjs';
import { RefusedChange, readManifest, withManifestLock, writeManifest } from './manifest-file.mjs';
import { appendLogEntry, changedBy } from './switch-log.mjs';
import { versionEntries } from './version-entries.mjs';

/**
 * Puts a finished version folder beside the deployed ones. It is copied under a hidden name and
 * renamed, so the remote's server never serves half a version.
 */
export function publishVersionFolder(builtDir, versionsDir, version) {
  const published = path.join(versionsDir, version);
  if (path.resolve(builtDir) === path.resolve(published)) return published;
  const partial = path.join(versionsDir, `.${version}.partial-${process.pid}`);
  rmSync(partial, { recursive: true, force: true });
  cpSync(builtDir, partial, { recursive: true });
  renameSync(partial, published);
  return published;
}

/**
 * Builds one remote into dist/<version>/ (browser build, and server build when the remote has one)
 * and publishes it beside the versions already deployed, listed in the manifest but not live.
 * Neither the shell nor any other remote is built or restarted.
 * @param {{ remoteName: string, version: string, targetName?: string, origin?: string, source?: string, by?: string,
 *   log?: (line: string) => void }} release
 */
export async function releaseRemote({ remoteName, version, targetName = 'local', origin, source, by, log = console.log }) {
  const remote = findRemote(remoteName);
  const target = deployTarget(targetName, { origin });
  const sourceDir = path.resolve(source ?? path.join(REPO_DIR, remote.folder));
  const releaseVersion = version ?? JSON.parse(readFileSync(path.join(sourceDir, 'package.json'), 'utf8')).version;
  const versionsDir = target.versionsDir(remote);

  // A deployed version is never rebuilt in place: visitors may be running it.
  if (existsSync(path.join(versionsDir, releaseVersion, 'remoteEntry.js'))) {
    throw new RefusedChange(`${remote.name}@${releaseVersion} is already deployed in ${versionsDir}; release a new version`);
  }

  const seconds = buildPackage(path.relative(REPO_DIR, sourceDir), { REMOTE_VERSION: releaseVersion });
  log(`built ${remote.name}@${releaseVersion} in ${seconds.toFixed(1)} s`);
  const versionDir = publishVersionFolder(path.join(sourceDir, 'dist', releaseVersion), versionsDir, releaseVersion);

  const mfManifest = JSON.parse(readFileSync(path.join(versionDir, 'mf-manifest.json'), 'utf8'));
  const entries = versionEntries({ versionDir, origin: target.origin(remote), serverOrigin: target.serverOrigin(remote), version: releaseVersion });
  const live = await withManifestLock(target.manifestFile, async () => {
    const manifest = existsSync(target.manifestFile) ? readManifest(target.manifestFile) : { remotes: {} };
    // A remote's very first release has nothing else to be live.
    const current = manifest.remotes[remote.name] ?? { live: releaseVersion, versions: {} };
    manifest.remotes[remote.name] = { ...current, versions: { ...current.versions, [releaseVersion]: entries } };
    writeManifest(target.manifestFile, manifest);
    appendLogEntry(target.logFile, { action: 'release', remote: remote.name, to: releaseVersion, by: changedBy(by) });
    return manifest.remotes[remote.name].live === releaseVersion;
  });

  const { buildInfo } = mfManifest.metaData;
  log(`published ${versionDir}`);
  log(`  exposes: ${mfManifest.exposes.map((expose) => expose.path).join(' ')}`);
  log(`  shared:  ${mfManifest.shared.map((shared) => `${shared.name}@${shared.version}`).join(' ')}`);
  log(`  build:   version ${buildInfo.version}, commit ${buildInfo.commit}, built ${buildInfo.builtAt}`);
  log(`  entry:   ${entries.entry}${entries.serverEntry ? `\n  server:  ${entries.serverEntry}` : ''}`);
  return { remote: remote.name, version: releaseVersion, versionDir, entries, buildInfo, live };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      target: { type: 'string', default: 'local' },
      origin: { type: 'string' },
      source: { type: 'string' },
      by: { type: 'string' },
    },
  });
  if (positionals.length !== 1) {
    console.error('usage: npm run release -- <remote> [--version 1.2.0] [--target local|compose] [--origin https://…] [--source <package dir>]');
    process.exit(2);
  }
  try {
    const released = await releaseRemote({ remoteName: positionals[0], targetName: values.target, ...values });
    const target = values.target === 'local' ? '' : ` --target ${values.target}`;
    if (released.live) console.log(`live: the first release of ${released.remote}`);
    else console.log(`not live yet. To switch: npm run remotes -- switch ${released.remote} ${released.version}${target}`);
  } catch (error) {
    console.error(error instanceof RefusedChange ? `refused: ${error.message}` : error.message);
    process.exit(1);
  }
}
