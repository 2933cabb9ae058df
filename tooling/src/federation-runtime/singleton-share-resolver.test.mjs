import { jest } from '@jest/globals';
import { ModuleFederation } from '@module-federation/enhanced/runtime';
import singletonShareResolver from './singleton-share-resolver.mjs';

// A host that provides react 19.3.1, and a consumer (a remote built elsewhere) asking for another range.
function hostWith(plugins) {
  return new ModuleFederation({
    name: 'host',
    remotes: [],
    plugins,
    shared: {
      react: { version: '19.3.1', lib: () => ({ from: 'host' }), shareConfig: { singleton: true, requiredVersion: '^19.3.1' } },
      '@bank/shared-kit': {
        version: '1.0.0',
        lib: () => ({ from: 'host kit' }),
        shareConfig: { singleton: true, strictVersion: true, requiredVersion: '^1.0.0' },
      },
      lodash: { version: '4.17.21', lib: () => ({ from: 'host lodash' }), shareConfig: { singleton: false, requiredVersion: '^4.0.0' } },
    },
  });
}

const askFor = (host, pkgName, requiredVersion, singleton, strictVersion = false) =>
  host.loadShare(pkgName, { customShareInfo: { shareConfig: { singleton, requiredVersion, strictVersion } } });

describe('the singleton share resolver', () => {
  let warn;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('serves the registered singleton without the runtime semver check', async () => {
    const factory = await askFor(hostWith([singletonShareResolver()]), 'react', '^18.2.0', true);
    expect(factory()).toEqual({ from: 'host' });
    expect(warn).not.toHaveBeenCalled();
  });

  it('is what stops the check: without it the runtime compares versions and warns', async () => {
    const factory = await askFor(hostWith([]), 'react', '^18.2.0', true);
    expect(factory()).toEqual({ from: 'host' });
    expect(warn.mock.calls.flat().join(' ')).toMatch(/does not satisfy/);
  });

  it('leaves a module that is not a singleton to the runtime, which still refuses a version out of range', async () => {
    const host = hostWith([singletonShareResolver()]);
    const served = await askFor(host, 'lodash', '^4.0.0', false);
    expect(served()).toEqual({ from: 'host lodash' });
    expect(await askFor(host, 'lodash', '^5.0.0', false)).toBe(false);
  });

  it("refuses a strict singleton (shared-kit) to a remote that needs a newer version than the page's, naming both", async () => {
    const host = hostWith([singletonShareResolver()]);
    expect((await askFor(host, '@bank/shared-kit', '^1.0.0', true, true))()).toEqual({ from: 'host kit' });
    await expect(askFor(host, '@bank/shared-kit', '^1.1.0', true, true)).rejects.toThrow(/Version 1.0.0 .*@bank\/shared-kit.* needs \^1.1.0/);
  });
});
