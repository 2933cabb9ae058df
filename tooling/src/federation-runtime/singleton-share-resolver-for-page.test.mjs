import { jest } from '@jest/globals';
import { ModuleFederation } from '@module-federation/enhanced/runtime';
import singletonShareResolver from './singleton-share-resolver.mjs';
import singletonShareResolverForPage from './singleton-share-resolver-for-page.mjs';

const RESOLVER = 'bank-singleton-share-resolver';
const react = { version: '19.3.1', lib: () => ({ from: 'page' }), shareConfig: { singleton: true, requiredVersion: '^19.3.1' } };

// The shell's instance is made first, from main.js; a remote entry makes its own when it runs, later, provides
// nothing (the shell provides every singleton) and takes the page's share scope when the shell starts it.
const shell = (plugins) => new ModuleFederation({ name: 'shell', remotes: [], plugins, shared: { react } });
function remoteEntry(page, plugins = []) {
  const remote = new ModuleFederation({ name: 'mf_rates', remotes: [], plugins, shared: {} });
  remote.initShareScopeMap('default', page.shareScopeMap.default);
  return remote;
}
// A remote built against another range of a singleton than the page's.
const askForReact = (instance) => instance.loadShare('react', { customShareInfo: { shareConfig: { singleton: true, requiredVersion: '^18.2.0' } } });

describe("the shell's singleton share resolver, for every instance of the page", () => {
  let warn;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    // The page's global plugins, so that each test starts from a page without a shell.
    globalThis.__FEDERATION__.__GLOBAL_PLUGIN__.length = 0;
  });

  it("serves a remote entry that carries no resolver of its own without the runtime's semver check", async () => {
    const factory = await askForReact(remoteEntry(shell([singletonShareResolverForPage()])));
    expect(factory()).toEqual({ from: 'page' });
    expect(warn).not.toHaveBeenCalled();
  });

  it("is what spares such a remote the check; with a previous release's shell (the resolver for itself only) the remote still gets the page's copy", async () => {
    const factory = await askForReact(remoteEntry(shell([singletonShareResolver()])));
    expect(factory()).toEqual({ from: 'page' });
    expect(warn.mock.calls.flat().join(' ')).toMatch(/does not satisfy/);
  });

  it('applies once to a remote entry of an older release that still carries its own copy', () => {
    const older = remoteEntry(shell([singletonShareResolverForPage()]), [singletonShareResolver()]);
    expect(older.options.plugins.filter((plugin) => plugin.name === RESOLVER)).toHaveLength(1);
  });
});
