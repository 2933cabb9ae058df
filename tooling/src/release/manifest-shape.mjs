const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

function isHttpUrl(value) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * Problems that make remotes.json unreadable for the shell (shell/src/federation/remote-manifest.ts):
 * { remotes: { [name]: { live, versions: { [version]: { entry, serverEntry? } } } } }. Empty when well-formed.
 */
export function manifestShapeProblems(manifest) {
  if (!isObject(manifest) || !isObject(manifest.remotes)) return ['the manifest has no "remotes" object'];
  const problems = [];
  for (const [name, remote] of Object.entries(manifest.remotes)) {
    if (!isObject(remote) || !isObject(remote.versions)) {
      problems.push(`${name}: no "versions" object`);
      continue;
    }
    if (typeof remote.live !== 'string') problems.push(`${name}: "live" is not a version string`);
    else if (!remote.versions[remote.live]) problems.push(`${name}: live version ${remote.live} is not deployed`);
    for (const [version, entries] of Object.entries(remote.versions)) {
      if (!isObject(entries) || !isHttpUrl(entries.entry)) problems.push(`${name}@${version}: "entry" is not an http(s) URL`);
      else if ('serverEntry' in entries && !isHttpUrl(entries.serverEntry)) problems.push(`${name}@${version}: "serverEntry" is not an http(s) URL`);
    }
  }
  return problems;
}
