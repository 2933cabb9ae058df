// Shared by the release tests: a deployed remote as the checks see it over HTTP.
export const SHELL_SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: '@bank/shared-kit', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true },
];
export const SHELL = { shared: SHELL_SHARED, federationVersion: '2.9.2' };

export function mfManifest({ name = 'mf_content', version, exposes = ['./basic', './accordion'], shared, federationVersion = '2.9.2' } = {}) {
  return {
    name,
    metaData: { buildInfo: { version, commit: 'abc1234', builtAt: '2026-11-22T10:00:00.000Z' }, pluginVersion: federationVersion },
    exposes: exposes.map((path) => ({ path, name: path.slice(2) })),
    shared: shared ?? [
      { name: 'react', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
      { name: 'react-dom', version: '19.3.1', singleton: true },
      { name: '@bank/shared-kit', version: '1.0.0', requiredVersion: '1.0.0', singleton: true },
    ],
  };
}

export const entryOf = (version) => `http://remote.test/${version}/remoteEntry.js`;

export function manifestWith(versions, live = versions[0]) {
  return {
    remotes: {
      mf_content: { live, versions: Object.fromEntries(versions.map((version) => [version, { entry: entryOf(version) }])) },
    },
  };
}

/** A fetch answering from a table of URL -> JSON body (or a status number, or an Error to throw). */
export function fakeFetch(files) {
  return async (url) => {
    const file = files[url];
    if (file instanceof Error) throw file;
    if (file === undefined) return new Response('not found', { status: 404 });
    if (typeof file === 'number') return new Response('', { status: file });
    return new Response(typeof file === 'string' ? file : JSON.stringify(file), { status: 200 });
  };
}

/** The files of deployed versions: entry and mf-manifest.json of each. */
export function deployedFiles(manifests) {
  const files = {};
  for (const [version, manifest] of Object.entries(manifests)) {
    files[entryOf(version)] = 'var mf_content;';
    files[`http://remote.test/${version}/mf-manifest.json`] = manifest;
  }
  return files;
}
