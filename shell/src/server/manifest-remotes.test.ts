import { manifestRemotes } from './manifest-remotes';

const manifestAt = (version: string) => ({
  remotes: {
    mf_content: {
      live: version,
      versions: {
        [version]: {
          entry: `http://localhost:3005/${version}/remoteEntry.js`,
          serverEntry: `http://localhost:3005/${version}/server/remoteEntry.js`,
          blockTypes: {},
        },
      },
    },
  },
});

test('the live remotes of one manifest are worked out once, for every render that reads it', () => {
  const remotesOf = manifestRemotes(['http://localhost:3005']);
  const manifest = manifestAt('1.0.0');
  const first = remotesOf(manifest);
  expect(remotesOf(manifest)).toBe(first);
  expect(first.server).toEqual([{ name: 'mf_content', version: '1.0.0', serverEntry: 'http://localhost:3005/1.0.0/server/remoteEntry.js' }]);
  expect(first.live.map(({ name, version }) => `${name}@${version}`)).toEqual(['mf_content@1.0.0']);
});

test('a changed remotes.json (another manifest object) gives its own live remotes', () => {
  const remotesOf = manifestRemotes(['http://localhost:3005']);
  remotesOf(manifestAt('1.0.0'));
  expect(remotesOf(manifestAt('1.1.0')).server[0]?.version).toBe('1.1.0');
});
