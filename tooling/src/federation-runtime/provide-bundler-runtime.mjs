import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

/**
 * The shell's runtime plugin that lends its federation bundler runtime to the remote entries
 * (bundler-runtime-from-shell.mjs). Its functions keep no state of their own: each takes the calling
 * container's webpack require, so one copy serves every container of the page. initContainerEntry is
 * taken by name because the shell exposes nothing, so its own bundler runtime leaves it out.
 */
export default function provideBundlerRuntime() {
  globalThis[BUNDLER_RUNTIME_GLOBAL] ??= {
    consumes: bundlerRuntime.consumes,
    initializeSharing: bundlerRuntime.I,
    installInitialConsumes: bundlerRuntime.installInitialConsumes,
    initContainerEntry,
    init: bundlerRuntime.init,
    getSharedFallbackGetter: bundlerRuntime.getSharedFallbackGetter,
    attachShareScopeMap,
  };
  return { name: 'bank-provide-bundler-runtime' };
}
