import semver from 'semver';

const REACH_TIMEOUT_MS = 5_000;

async function fetchOk(fetchImpl, url) {
  let response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(REACH_TIMEOUT_MS) });
  } catch (error) {
    return { problem: `${url} is not reachable: ${error.cause?.code ?? error.message}` };
  }
  if (!response.ok) return { problem: `${url} answers HTTP ${response.status}` };
  return { response };
}

/** The target's files as a browser (and the server renderer) would fetch them. */
async function reachabilityProblems(fetchImpl, remoteName, version, entries) {
  const problems = [];
  const entry = await fetchOk(fetchImpl, entries.entry);
  if (entry.problem) problems.push(`entry: ${entry.problem}`);
  if (entries.serverEntry) {
    const serverEntry = await fetchOk(fetchImpl, entries.serverEntry);
    if (serverEntry.problem) problems.push(`server entry: ${serverEntry.problem}`);
  }
  const manifestUrl = new URL('mf-manifest.json', entries.entry).href;
  const fetched = await fetchOk(fetchImpl, manifestUrl);
  if (fetched.problem) return { problems: [...problems, `mf-manifest.json: ${fetched.problem}`], mfManifest: null };
  let mfManifest;
  try {
    mfManifest = await fetched.response.json();
  } catch {
    return { problems: [...problems, `${manifestUrl} is not JSON`], mfManifest: null };
  }
  if (mfManifest?.name !== remoteName) problems.push(`${manifestUrl} is the build of "${mfManifest?.name}", not of ${remoteName}`);
  const builtVersion = mfManifest?.metaData?.buildInfo?.version;
  if (builtVersion !== version) problems.push(`${manifestUrl} records version ${builtVersion}, not ${version}`);
  return { problems, mfManifest };
}

const exposedParcels = (mfManifest) => new Set((mfManifest?.exposes ?? []).map((expose) => expose.path));

/**
 * Every parcel the shell's block table needs from this remote. A parcel the live version does not
 * expose either is reported, not refused: while a remote is being built out (and on a rollback to a
 * version older than a new block type) refusing would leave the current, no better, version live.
 */
export function parcelProblems({ needed, target, live }) {
  const targetParcels = exposedParcels(target);
  // A live version that cannot be read exposes nothing: rolling back from it must stay possible.
  const liveParcels = exposedParcels(live);
  const missing = needed.filter((parcel) => !targetParcels.has(parcel));
  return {
    refusals: missing.filter((parcel) => liveParcels.has(parcel)).map((parcel) => `does not expose ${parcel}, which the shell's block table needs`),
    warnings: missing.filter((parcel) => !liveParcels.has(parcel)).map((parcel) => `does not expose ${parcel} (the live version does not either)`),
  };
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
  return [`is built with Module Federation ${targetVersion}, the shell with ${shellVersion}: it runs on the shell's federation runtime, which needs the same major and minor version`];
}

/**
 * May `remoteName` go live at `version`? Refusals say why; warnings are printed and allowed.
 * `needed`: the parcels the block table maps to this remote; `shell`: the shell's shared list and
 * federation plugin version (shellFederationFrom).
 */
export async function checkVersion({ manifest, remoteName, version, needed, shell, fetchImpl = fetch }) {
  const remote = manifest.remotes?.[remoteName];
  if (!remote) return { refusals: [`${remoteName} is not in the manifest`], warnings: [] };
  const entries = remote.versions?.[version];
  if (!entries) return { refusals: [`${remoteName}@${version} is not deployed (deployed: ${Object.keys(remote.versions ?? {}).join(', ') || 'none'})`], warnings: [] };

  const { problems, mfManifest } = await reachabilityProblems(fetchImpl, remoteName, version, entries);
  if (!mfManifest) return { refusals: problems, warnings: [] };

  const liveEntries = remote.live !== version ? remote.versions[remote.live] : null;
  const live = liveEntries ? (await reachabilityProblems(fetchImpl, remoteName, remote.live, liveEntries)).mfManifest : null;
  const parcels = parcelProblems({ needed, target: mfManifest, live });
  return {
    refusals: [
      ...problems,
      ...parcels.refusals,
      ...sharedProblems({ shellShared: shell.shared, targetShared: mfManifest.shared }),
      ...federationVersionProblems({ shellVersion: shell.federationVersion, targetVersion: mfManifest.metaData?.pluginVersion }),
    ],
    warnings: parcels.warnings,
  };
}
