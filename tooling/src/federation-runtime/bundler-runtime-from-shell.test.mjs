import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';
import provideBundlerRuntime from './provide-bundler-runtime.mjs';

const shim = () => import(`./bundler-runtime-from-shell.mjs?load=${Math.random()}`);

describe("a remote entry's bundler runtime, taken from the shell", () => {
  afterEach(() => delete globalThis[BUNDLER_RUNTIME_GLOBAL]);

  it('refuses to start outside the shell, saying why, instead of failing on its first shared module', async () => {
    await expect(shim()).rejects.toThrow(/runs inside the bank shell/);
  });

  it("runs the shell's functions, the container-side initContainerEntry among them, which the shell itself leaves out", async () => {
    provideBundlerRuntime();
    const { default: federation } = await shim();
    expect(federation.bundlerRuntime).toMatchObject({
      consumes: bundlerRuntime.consumes,
      I: bundlerRuntime.I,
      installInitialConsumes: bundlerRuntime.installInitialConsumes,
      init: bundlerRuntime.init,
      initContainerEntry,
    });
    expect(typeof federation.bundlerRuntime.initContainerEntry).toBe('function');
    expect(federation.attachShareScopeMap).toBe(attachShareScopeMap);
  });

  it("keeps each container's share scope and options its own: two remote entries never write into each other's", async () => {
    provideBundlerRuntime();
    const [{ default: search }, { default: rates }] = await Promise.all([shim(), shim()]);
    expect(search.bundlerRuntime.S).not.toBe(rates.bundlerRuntime.S);
    expect(search.bundlerRuntime.S).not.toBe(bundlerRuntime.S);
    expect(search.bundlerRuntimeOptions).not.toBe(rates.bundlerRuntimeOptions);
  });

  it('creates the federation instance under the name the container gives it', async () => {
    provideBundlerRuntime();
    const { default: federation } = await shim();
    const instance = federation.runtime.init({ name: 'mf_bundler_runtime_test', remotes: [], shared: {} });
    expect(instance.options.name).toBe('mf_bundler_runtime_test');
  });
});
