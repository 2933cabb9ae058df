import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);

// The same packages the plugins pick: @module-federation/enhanced hands rspack the runtime-tools
// `bundler` entry, and rspack resolves the bundler runtime from there.
const runtimeTools = require.resolve('@module-federation/runtime-tools/bundler');
const bundlerRuntimeCommonJs = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] });
const bundlerRuntimeModules = require.resolve('@module-federation/webpack-bundler-runtime/bundler', { paths: [runtimeTools] });
const bundlerRuntimeFromShellModule = require.resolve('../federation-runtime/bundler-runtime-from-shell.mjs');

/** The shell's runtime plugin that lends its bundler runtime to the remote entries. */
export const provideBundlerRuntime = require.resolve('../federation-runtime/provide-bundler-runtime.mjs');

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const replaceBundlerRuntimeWith = (replacement) =>
  new rspack.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(bundlerRuntimeCommonJs)}$`), replacement);

/**
 * The shell's bundler runtime. rspack (2.3) imports the federation bundler runtime with
 * require.resolve, so a build gets its CommonJS form, which cannot be tree-shaken and is a second
 * copy beside the ES modules that provide-bundler-runtime.mjs imports. The package's `bundler` entry
 * is the same code as ES modules (same version, same behaviour), which rspack shakes.
 */
export function treeShakableBundlerRuntime() {
  return replaceBundlerRuntimeWith(bundlerRuntimeModules);
}

/**
 * A remote's browser build takes the shell's bundler runtime (bundler-runtime-from-shell.mjs) instead
 * of a copy in its remoteEntry.js, as it takes the shell's runtime core: each copy cost every page
 * about 6 KB gzip per remote, and its start-up a few milliseconds of a phone's main thread.
 */
export function bundlerRuntimeFromShell() {
  return replaceBundlerRuntimeWith(bundlerRuntimeFromShellModule);
}
