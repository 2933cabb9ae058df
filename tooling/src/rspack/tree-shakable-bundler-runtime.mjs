import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';

const require = createRequire(import.meta.url);

// The same packages the plugins pick: @module-federation/enhanced hands rspack the runtime-tools
// `bundler` entry, and rspack resolves the bundler runtime from there.
const runtimeTools = require.resolve('@module-federation/runtime-tools/bundler');
const bundlerRuntimeCommonJs = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] });
const bundlerRuntimeModules = require.resolve('@module-federation/webpack-bundler-runtime/bundler', { paths: [runtimeTools] });

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * rspack (2.3) imports the federation bundler runtime with require.resolve, so a remote entry gets its
 * CommonJS build, which cannot be tree-shaken: every remoteEntry.js carried the whole federation SDK
 * (logger, script and link loaders, the Node loader, manifest-to-snapshot code) although the bundler
 * runtime uses two names from it, and the shell's runtime core does the loading. The package's
 * `bundler` entry is the same code as ES modules (same version, same behaviour), which rspack shakes:
 * each remote entry loses about 40 % of its size.
 */
export function treeShakableBundlerRuntime() {
  return new rspack.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(bundlerRuntimeCommonJs)}$`), bundlerRuntimeModules);
}
