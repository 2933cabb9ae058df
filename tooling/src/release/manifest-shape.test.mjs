import { manifestShapeProblems } from './manifest-shape.mjs';

const remote = (overrides) => ({
  remotes: { mf_content: { live: '1.0.0', versions: { '1.0.0': { entry: 'http://localhost:3005/1.0.0/remoteEntry.js' } }, ...overrides } },
});

describe('a well-formed remotes.json', () => {
  it('has no problems when every remote is live at a deployed version with URL entries', () => {
    expect(manifestShapeProblems(remote({}))).toEqual([]);
  });

  it('must have a remotes object', () => {
    expect(manifestShapeProblems({ mf_content: {} })).toEqual(['the manifest has no "remotes" object']);
    expect(manifestShapeProblems(null)).toEqual(['the manifest has no "remotes" object']);
  });

  it('must give each remote its versions', () => {
    expect(manifestShapeProblems({ remotes: { mf_content: { live: '1.0.0' } } })).toEqual(['mf_content: no "versions" object']);
  });

  it('must name the live version as a string', () => {
    expect(manifestShapeProblems(remote({ live: 1 }))).toEqual(['mf_content: "live" is not a version string']);
  });

  it('must have the live version deployed', () => {
    expect(manifestShapeProblems(remote({ live: '2.0.0' }))).toEqual(['mf_content: live version 2.0.0 is not deployed']);
  });

  it('must give every version an http(s) entry', () => {
    const manifest = remote({ versions: { '1.0.0': { entry: 'javascript:alert(1)' } } });
    expect(manifestShapeProblems(manifest)).toEqual(['mf_content@1.0.0: "entry" is not an http(s) URL']);
  });

  it('must give a server entry, when present, as an http(s) URL', () => {
    const manifest = remote({ versions: { '1.0.0': { entry: 'http://localhost:3005/1.0.0/remoteEntry.js', serverEntry: '/1.0.0/server/remoteEntry.js' } } });
    expect(manifestShapeProblems(manifest)).toEqual(['mf_content@1.0.0: "serverEntry" is not an http(s) URL']);
  });
});
