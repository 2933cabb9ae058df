// Shared by the release tests: a deployed remote as the checks see it over HTTP.
import { integrityOf } from './version-entries.mjs';

export const SHELL_SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
  { name: '@bank/shared-kit', version: '1.0.0', requiredVersion: '^1.0.0', singleton: true },
];
export const SHELL = { shared: SHELL_SHARED, federationVersion: '2.9.2' };

/** @param {{ name?: string, version?: string, exposes?: string[], shared?: object[], federationVersion?: string }} [build] */
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
export const ENTRY_CODE = 'var mf_content;';
export const CONTENT_BLOCK_TYPES = { basic: './basic', accordion: './accordion' };

/**
 * A version as the release records it: entry, its integrity, and the block types its build declares.
 * @param {string} version
 * @param {Record<string, string>} [blockTypes]
 */
export const recordedVersion = (version, blockTypes = CONTENT_BLOCK_TYPES) => ({ entry: entryOf(version), integrity: integrityOf(ENTRY_CODE), blockTypes });

export function manifestWith(versions, live = versions[0]) {
  return {
    remotes: {
      mf_content: { live, versions: Object.fromEntries(versions.map((version) => [version, recordedVersion(version)])) },
    },
  };
}

/** A fetch answering from a table of URL -> JSON body (or a status number, or an Error to throw). */
export function fakeFetch(files) {
  return async (url, init) => {
    // A file may differ by the encoding asked for: a server sends a compressed copy of it instead.
    const file = typeof files[url] === 'function' ? files[url](new Headers(init?.headers).get('accept-encoding')) : files[url];
    if (file instanceof Error) throw file;
    if (file === undefined) return new Response('not found', { status: 404 });
    if (typeof file === 'number') return new Response('', { status: file });
    return new Response(typeof file === 'string' ? file : JSON.stringify(file), { status: 200 });
  };
}

/** The files of deployed versions: entry, mf-manifest.json and block-types.json of each. */
export function deployedFiles(manifests, blockTypes = CONTENT_BLOCK_TYPES) {
  const files = {};
  for (const [version, manifest] of Object.entries(manifests)) {
    files[entryOf(version)] = ENTRY_CODE;
    files[`http://remote.test/${version}/mf-manifest.json`] = manifest;
    files[`http://remote.test/${version}/block-types.json`] = blockTypes;
  }
  return files;
}
