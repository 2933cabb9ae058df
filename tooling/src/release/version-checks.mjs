import semver from 'semver';
import { BLOCK_TYPES_FILE } from '../rspack/version-folder.mjs';
import { integrityOf } from './version-entries.mjs';
import { COMPRESSED_COPIES } from '../rspack/precompressed-assets-plugin.mjs';

const exposedParcels = (mfManifest) => new Set((mfManifest?.exposes ?? []).map((expose) => expose.path));

const REACH_TIMEOUT_MS = 5_000;

async function fetchOk(fetchImpl, url, headers = {}) {
  let response;
  try {
    response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(REACH_TIMEOUT_MS) });
  } catch (error) {
    return { problem: `${url} is not reachable: ${error.cause?.code ?? error.message}` };
  }
  if (!response.ok) {
    // An unread body holds its connection open, and the tool's process with it, for seconds after its answer.
    await response.body?.cancel();
    return { problem: `${url} answers HTTP ${response.status}` };
  }
  return { response };
}

/**
 * The forms a client may be sent a file in: as it is, or the compressed copy the build wrote beside it
 * (precompressed-assets-plugin.mjs), which the remote's server sends instead of the file to whoever takes it.
 */
const SENT_ENCODINGS = ['identity', ...Object.keys(COMPRESSED_COPIES)];

/** Is the entry, in every form a client may be sent it, the file the release recorded? A truncated copy or an edit on the server is not. */
async function entryProblem(fetchImpl, label, url, recorded) {
  for (const encoding of SENT_ENCODINGS) {
    const fetched = await fetchOk(fetchImpl, url, { 'Accept-Encoding': encoding });
    if (fetched.problem) return `${label}: ${fetched.problem}`;
    if (!recorded) {
      await fetched.response.body?.cancel();
      return `${label}: remotes.json records no integrity for ${url}; release the version again`;
    }
    const actual = integrityOf(Buffer.from(await fetched.response.arrayBuffer()));
    const sentAs = encoding === 'identity' ? '' : ` (as sent to a client taking ${encoding})`;
    if (actual !== recorded) return `${label}: ${url} does not match the integrity recorded at release (${recorded}): truncated or altered${sentAs}`;
  }
  return null;
}

/** The target's files as a browser (and the server renderer) would fetch them. */
async function reachabilityProblems(fetchImpl, remoteName, version, entries) {
  const problems = [await entryProblem(fetchImpl, 'entry', entries.entry, entries.integrity)];
  if (entries.serverEntry) problems.push(await entryProblem(fetchImpl, 'server entry', entries.serverEntry, entries.serverIntegrity));
  const manifestUrl = new URL('mf-manifest.json', entries.entry).href;
  const fetched = await fetchOk(fetchImpl, manifestUrl);
  if (fetched.problem) return { problems: [...problems.filter(Boolean), `mf-manifest.json: ${fetched.problem}`], mfManifest: null };
  let mfManifest;
  try {
    mfManifest = await fetched.response.json();
  } catch {
    return { problems: [...problems.filter(Boolean), `${manifestUrl} is not JSON`], mfManifest: null };
  }
  if (mfManifest?.name !== remoteName) problems.push(`${manifestUrl} is the build of "${mfManifest?.name}", not of ${remoteName}`);
  const builtVersion = mfManifest?.metaData?.buildInfo?.version;
  if (builtVersion !== version) problems.push(`${manifestUrl} records version ${builtVersion}, not ${version}`);
  const declared = await deployedBlockTypes(fetchImpl, entries.entry);
  if (declared.problem) problems.push(declared.problem);
  // Both are the build's file parsed as JSON, keys in the build's order.
  else if (JSON.stringify(declared.blockTypes) !== JSON.stringify(entries.blockTypes))
    problems.push(`the block types remotes.json records differ from its build's ${BLOCK_TYPES_FILE}; release the version again`);
  return { problems: problems.filter(Boolean), mfManifest, blockTypes: declared.blockTypes ?? {} };
}

/** The block types a deployed build declares: its block-types.json, beside mf-manifest.json. */
async function deployedBlockTypes(fetchImpl, entry) {
  const url = new URL(BLOCK_TYPES_FILE, entry).href;
  const fetched = await fetchOk(fetchImpl, url);
  if (fetched.problem) return { problem: `${BLOCK_TYPES_FILE}: ${fetched.problem}` };
  try {
    return { blockTypes: await fetched.response.json() };
  } catch {
    return { problem: `${url} is not JSON` };
  }
}

/** Each declared type as ownership keys: `basic`, or `calculator/MortgageCalc` per variant, with the field that picks it. */
function ownedKeys(blockTypes) {
  return Object.entries(blockTypes ?? {}).flatMap(([type, declaration]) =>
    declaration !== null && typeof declaration === 'object'
      ? Object.keys(declaration.variants).map((variant) => ({ type, key: `${type}/${variant}`, variantField: declaration.variantField }))
      : [{ type, key: type, variantField: null }],
  );
}

/**
 * The block types a version declares against what is live. Refused: a parcel it does not expose, and a
 * type (or variant) another live remote owns (or the same type picked by another field). Warned: a type
 * the live version renders and this one drops (a rollback past a new block type): pages with it render
 * nothing, and the shell logs them.
 */
export function blockTypeProblems({ declared, exposes, liveDeclared, others }) {
  const exposed = exposedParcels(exposes);
  const refusals = [];
  for (const [type, declaration] of Object.entries(declared)) {
    const parcels = declaration === null ? [] : typeof declaration === 'string' ? [declaration] : Object.values(declaration.variants);
    for (const parcel of new Set(parcels)) if (!exposed.has(parcel)) refusals.push(`declares block type ${type} for ${parcel}, which it does not expose`);
  }
  const mine = ownedKeys(declared);
  for (const other of others) {
    const theirs = ownedKeys(other.blockTypes);
    for (const { type, key, variantField } of mine) {
      const clash = theirs.find((owned) => owned.key === key || (owned.type === type && (owned.variantField !== variantField || variantField === null)));
      if (clash) refusals.push(`declares block type ${key}, which ${other.label} (live) already owns`);
    }
  }
  const kept = new Set(mine.map(({ key }) => key));
  const warnings = ownedKeys(liveDeclared)
    .filter(({ key }) => !kept.has(key))
    .map(({ key }) => `drops block type ${key}, which the live version renders: pages with it will render nothing (logged)`);
  return { refusals: [...new Set(refusals)], warnings };
}

/** The block types of every other remote's live version, read from its deployed build. */
async function otherLiveBlockTypes(fetchImpl, manifest, remoteName) {
  const others = Object.entries(manifest.remotes ?? {}).filter(([name]) => name !== remoteName);
  return Promise.all(
    others.map(async ([name, remote]) => {
      const entry = remote.versions?.[remote.live]?.entry;
      const declared = entry ? await deployedBlockTypes(fetchImpl, entry) : {};
      return { label: `${name}@${remote.live}`, blockTypes: declared.blockTypes ?? {} };
    }),
  );
}

function rangeOf(shared) {
  if (typeof shared.requiredVersion === 'string' && semver.validRange(shared.requiredVersion)) return shared.requiredVersion;
  // No declared range (react-dom is shared without one): a singleton must at least match the major.
  return semver.valid(shared.version) ? `^${semver.major(shared.version)}.0.0` : '*';
}

/**
 * The shell loads first ('loaded-first') and every remote then runs on the shell's singletons,
 * so each side's range must accept the other's version, and both must declare it a singleton.
 * A module the remote only consumes, bringing no copy of its own, has no version in its manifest:
 * only its range counts. (effector is one, now and then: it is shared under two keys, `effector` and
 * `effector/effector.mjs`, that resolve to one file, and rspack then provides the file under one of
 * them only, which one depending on the order modules resolve in.)
 */
export function sharedProblems({ shellShared, targetShared }) {
  const problems = [];
  for (const shared of targetShared ?? []) {
    const shell = shellShared.find((candidate) => candidate.name === shared.name);
    if (!shell) continue;
    if (!shared.singleton || !shell.singleton) {
      problems.push(`${shared.name} must be a shared singleton in the shell and in the remote`);
      continue;
    }
    const options = { includePrerelease: true };
    if (!semver.satisfies(shell.version, rangeOf(shared), options)) {
      problems.push(`needs ${shared.name} ${rangeOf(shared)}, the shell provides ${shell.version}`);
    } else if (semver.valid(shared.version) && !semver.satisfies(shared.version, rangeOf(shell), options)) {
      problems.push(`brings ${shared.name} ${shared.version}, the shell accepts ${rangeOf(shell)}`);
    }
  }
  return problems;
}

/**
 * A browser remote entry runs on the shell's federation runtime core and bundler runtime
 * (tooling/src/federation-runtime) instead of a copy of its own, and their interface with the code a
 * build generates may change between minor versions of the federation plugin: the remote must be
 * built with the shell's major and minor version.
 */
export function federationVersionProblems({ shellVersion, targetVersion }) {
  if (!semver.valid(targetVersion)) return ['records no federation plugin version (metaData.pluginVersion in mf-manifest.json)'];
  if (!semver.valid(shellVersion)) return ["cannot be checked: the shell's build records no federation plugin version"];
  if (semver.major(targetVersion) === semver.major(shellVersion) && semver.minor(targetVersion) === semver.minor(shellVersion)) return [];
  return [
    `is built with Module Federation ${targetVersion}, the shell with ${shellVersion}: it runs on the shell's federation runtime, which needs the same major and minor version`,
  ];
}

/**
 * May `remoteName` go live at `version`? Refusals say why; warnings are printed and allowed.
 * `shell`: the deployed shell build's shared list and federation plugin version (shellFederationFrom).
 */
export async function checkVersion({ manifest, remoteName, version, shell, fetchImpl = fetch }) {
  const remote = manifest.remotes?.[remoteName];
  if (!remote) return { refusals: [`${remoteName} is not in the manifest`], warnings: [] };
  const entries = remote.versions?.[version];
  if (!entries)
    return { refusals: [`${remoteName}@${version} is not deployed (deployed: ${Object.keys(remote.versions ?? {}).join(', ') || 'none'})`], warnings: [] };
  const { problems, mfManifest, blockTypes } = await reachabilityProblems(fetchImpl, remoteName, version, entries);
  if (!mfManifest) return { refusals: problems, warnings: [] };
  const liveEntries = remote.live !== version ? remote.versions[remote.live] : null;
  // A live version that cannot be read declares nothing: rolling back from it must stay possible.
  const live = liveEntries ? await deployedBlockTypes(fetchImpl, liveEntries.entry) : { blockTypes: {} };
  const blocks = blockTypeProblems({
    declared: blockTypes,
    exposes: mfManifest,
    liveDeclared: live.blockTypes ?? {},
    others: await otherLiveBlockTypes(fetchImpl, manifest, remoteName),
  });
  return {
    refusals: [
      ...problems,
      ...blocks.refusals,
      ...sharedProblems({ shellShared: shell.shared, targetShared: mfManifest.shared }),
      ...federationVersionProblems({ shellVersion: shell.federationVersion, targetVersion: mfManifest.metaData?.pluginVersion }),
    ],
    warnings: blocks.warnings,
  };
}
