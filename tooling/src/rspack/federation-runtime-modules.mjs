import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);

// The same packages the plugins pick: @module-federation/enhanced hands rspack the runtime-tools
// `bundler` entry, and rspack resolves the bundler runtime and the runtime from there.
const runtimeTools = require.resolve('@module-federation/runtime-tools/bundler');
const fromRuntimeTools = (request) => require.resolve(request, { paths: [runtimeTools] });
const bundlerRuntimeCommonJs = fromRuntimeTools('@module-federation/webpack-bundler-runtime');
const runtimeCommonJs = fromRuntimeTools('@module-federation/runtime');
const injectRuntimeCorePluginCommonJs = require.resolve('@module-federation/inject-external-runtime-core-plugin');
const bundlerRuntimeFromShellModule = require.resolve('../federation-runtime/bundler-runtime-from-shell.mjs');

/** The shell's runtime plugin that lends its bundler runtime to the remote entries. */
export const provideBundlerRuntime = require.resolve('../federation-runtime/provide-bundler-runtime.mjs');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const replaceModule = (commonJsPath, replacement) => new rspack.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(commonJsPath)}$`), replacement);
// Each of these packages ships the same code twice, as dist/*.cjs and as dist/*.js ES modules.
const asEsModule = (commonJsPath) => replaceModule(commonJsPath, commonJsPath.replace(/\.cjs$/, '.js'));

/**
 * The shell's federation runtime, as ES modules only. rspack (2.3) and the federation plugin reach the
 * bundler runtime, the runtime and the plugin that lends the runtime core to the remotes by
 * require.resolve, which picks their CommonJS builds; the ES modules the runtime imports itself
 * (its helpers) then brought the runtime core and SDK a second time: main.js carried both copies.
 * Same version, same behaviour, and rspack shakes what the shell does not use.
 */
export function federationRuntimeAsEsModules() {
  return [bundlerRuntimeCommonJs, injectRuntimeCorePluginCommonJs].map(asEsModule);
}

/**
 * The runtime itself is reached through an alias rspack sets to its CommonJS build; an alias of the
 * same name in the build's configuration takes its place.
 */
export const federationRuntimeAlias = { '@module-federation/runtime': runtimeCommonJs.replace(/\.cjs$/, '.js') };

/**
 * A remote's browser build takes the shell's bundler runtime (bundler-runtime-from-shell.mjs) instead
 * of a copy in its remoteEntry.js, as it takes the shell's runtime core: each copy cost every page
 * about 4 KB gzip per remote, and its start-up a few milliseconds of a phone's main thread.
 */
export function bundlerRuntimeFromShell() {
  return replaceModule(bundlerRuntimeCommonJs, bundlerRuntimeFromShellModule);
}
