import { init } from '@module-federation/runtime/bundler';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

/**
 * Stands in for the federation bundler runtime in a remote's browser build (remote-config.mjs): the
 * remote entry takes the shell's copy (provide-bundler-runtime.mjs) instead of carrying its own, as
 * it already takes the shell's runtime core. What is the container's own stays here: its share scope
 * object and its runtime `init`, which finds or creates the container's federation instance by this
 * build's identifier.
 */
const shell = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!shell) throw new Error('This remote entry runs inside the bank shell, which provides its federation bundler runtime.');

export default {
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: {
    consumes: shell.consumes,
    I: shell.initializeSharing,
    S: {},
    installInitialConsumes: shell.installInitialConsumes,
    initContainerEntry: shell.initContainerEntry,
    init: shell.init,
    getSharedFallbackGetter: shell.getSharedFallbackGetter,
  },
  attachShareScopeMap: shell.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
