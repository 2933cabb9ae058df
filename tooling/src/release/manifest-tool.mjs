import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTES } from '../remotes.mjs';
import { deployTarget, findRemote } from './deploy-target.mjs';
import { RefusedChange, readManifest } from './manifest-file.mjs';
import { manifestShapeProblems } from './manifest-shape.mjs';
import { shellFederationFrom } from './shell-needs.mjs';
import { changedBy, readLog } from './switch-log.mjs';
import { changeLiveVersion, validateSwitch } from './switch-remote.mjs';
import { removeVersion } from './remove-version.mjs';

const USAGE = `usage: npm run remotes -- <command> [--target local|compose] [--by <name>]
  list                          what is deployed and what is live, per remote
  validate [<remote> <version>] check a version (or every live version) without writing
  switch <remote> <version>     make a deployed version live (validated first)
  rollback <remote>             return to the version live before the current one
  remove <remote> <version>     delete a deployed version that is not live (from the manifest, then its folder)
  log [<remote>]                the switch log`;

function deployedFolders(target, remote) {
  const dir = target.versionsDir(remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => !name.startsWith('.') && existsSync(path.join(dir, name, 'remoteEntry.js')));
}

function list(target) {
  const manifest = readManifest(target.manifestFile);
  for (const remote of REMOTES) {
    const listed = manifest.remotes[remote.name];
    const versions = Object.keys(listed?.versions ?? {});
    const unlisted = deployedFolders(target, remote).filter((version) => !versions.includes(version));
    console.log(`${remote.name.padEnd(15)} live ${listed?.live ?? '—'}`);
    for (const version of versions) {
      const entries = listed.versions[version];
      console.log(`  ${version === listed.live ? '*' : ' '} ${version.padEnd(24)} ${entries.entry}${entries.serverEntry ? ' (+ server build)' : ''}`);
    }
    if (unlisted.length > 0) console.log(`    on disk, not in the manifest: ${unlisted.join(', ')}`);
  }
}

function printOutcome(label, { refusals, warnings }) {
  for (const warning of warnings) console.warn(`  warning: ${warning}`);
  if (refusals.length === 0) console.log(`${label}: ok`);
  else console.error(`${label}: refused\n  - ${refusals.join('\n  - ')}`);
  return refusals.length === 0;
}

async function validate(target, remoteArg, version) {
  const shell = shellFederationFrom(target.shellDir);
  const manifest = readManifest(target.manifestFile);
  const checks = remoteArg ? [[findRemote(remoteArg).name, version]] : Object.entries(manifest.remotes ?? {}).map(([name, remote]) => [name, remote.live]);
  let ok = true;
  if (!remoteArg) {
    const problems = manifestShapeProblems(manifest);
    problems.forEach((problem) => console.error(`  manifest: ${problem}`));
    ok = problems.length === 0;
  }
  for (const [remoteName, checkedVersion] of checks) {
    const outcome = await validateSwitch({ target, remoteName, version: checkedVersion, shell });
    ok = printOutcome(`${remoteName}@${checkedVersion}`, outcome) && ok;
  }
  return ok;
}

async function change(target, action, remoteArg, version, by) {
  const remoteName = findRemote(remoteArg).name;
  const shell = shellFederationFrom(target.shellDir);
  const done = await changeLiveVersion({ target, remoteName, version, action, by: changedBy(by), shell });
  done.warnings.forEach((warning) => console.warn(`  warning: ${warning}`));
  console.log(`${action}: ${remoteName} ${done.from} -> ${done.to} (by ${done.by}); visitors get it on their next page load`);
}

function printLog(target, remoteArg) {
  const remoteName = remoteArg ? findRemote(remoteArg).name : null;
  for (const entry of readLog(target.logFile)) {
    if (remoteName && entry.remote !== remoteName) continue;
    console.log(`${entry.at}  ${entry.action.padEnd(8)} ${entry.remote.padEnd(15)} ${entry.from ?? ''} -> ${entry.to}  by ${entry.by}`);
  }
}

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { target: { type: 'string', default: 'local' }, by: { type: 'string' } },
  });
  const [command, remoteArg, version] = positionals;
  const target = deployTarget(values.target);
  switch (command) {
    case 'list':
      return list(target);
    case 'validate':
      if (!(await validate(target, remoteArg, version))) process.exitCode = 1;
      return undefined;
    case 'switch':
      if (!remoteArg || !version) break;
      return change(target, 'switch', remoteArg, version, values.by);
    case 'rollback':
      if (!remoteArg) break;
      return change(target, 'rollback', remoteArg, undefined, values.by);
    case 'remove':
      if (!remoteArg || !version) break;
      await removeVersion({ target, remoteName: remoteArg, version, by: changedBy(values.by) });
      console.log(`removed: ${findRemote(remoteArg).name}@${version}`);
      return undefined;
    case 'log':
      return printLog(target, remoteArg);
    default:
  }
  console.error(USAGE);
  process.exitCode = 2;
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof RefusedChange ? `refused: ${error.message}` : error.message);
    process.exitCode = 1;
  }
}
