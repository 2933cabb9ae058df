import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from './shared-singletons.mjs';
import { moduleRules } from './module-rules.mjs';
import { buildMetadata } from './build-metadata.mjs';
import { bundlerRuntimeFromShell } from './federation-runtime-modules.mjs';
import { DictionaryByLanguagePlugin } from './dictionary-by-language.mjs';
import { PrecompressedAssetsPlugin } from './precompressed-assets-plugin.mjs';
import { EagerCompileHintPlugin } from './eager-compile-hint-plugin.mjs';
import { BlockTypesPlugin } from './block-types-plugin.mjs';
import { SERVER_BUILD_FOLDER } from './version-folder.mjs';

const require = createRequire(import.meta.url);

/**
 * A remote builds twice from the same source into dist/<version>/: for the browser, and for Node
 * (server rendering) in dist/<version>/server/. Older version folders stay deployed beside it
 * (federation recipe, pitfall 6): remoteEntry.js unhashed, everything else content-hashed.
 * `rules` are the remote's own module rules, added to both builds (and to the shell's monolith build).
 * `blockTypes` are the CMS block types it renders (block-types-plugin.mjs), written beside mf-manifest.json.
 */
export function remoteConfig({ packageDir, name, exposes, blockTypes, rules = [] }) {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const version = process.env.REMOTE_VERSION || pkg.version;
  const versionDir = path.join(packageDir, 'dist', version);
  const common = {
    mode: 'production',
    context: packageDir,
    entry: {},
    devtool: false,
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    performance: { hints: false },
    // An env-driven version must not reuse another version's cached build (recipe, pitfall 8).
    cache: false,
  };
  const hashedNames = {
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    cssChunkFilename: '[name].[contenthash:8].css',
  };

  const web = {
    ...common,
    name: 'web',
    output: {
      ...hashedNames,
      path: versionDir,
      publicPath: 'auto',
      uniqueName: name,
      // Not cleaned: the server build shares this folder. Files are content-hashed, so a rebuild of
      // the same version only leaves unreferenced files behind.
      clean: false,
    },
    module: { rules: [...moduleRules({ cssPrefix: name }), ...rules] },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        // The shell provides every singleton (ARCHITECTURE.md: a remote never bundles its own copy): a browser
        // remote entry neither provides them nor carries fallbacks to them, which only a page without the
        // shell would load. Its entry is smaller and registers nothing into the page's share scope.
        shared: Object.fromEntries(Object.entries(sharedSingletons).map(([key, config]) => [key, { ...config, import: false }])),
        shareStrategy: 'loaded-first',
        // None of its own: the shell registers the singleton share resolver for every instance of the page
        // (singleton-share-resolver-for-page.mjs), so each remoteEntry.js need not carry and start a copy.
        experiments: {
          // The federation runtime comes from the shell instead of a copy in every remote entry
          // (recipe, pitfall 9), and so does the bundler runtime (bundlerRuntimeFromShell below): a
          // browser remote then runs only inside the shell, which is its purpose.
          externalRuntime: true,
          // A remote loads no remote of its own (the shell composes the page), so its entry needs no
          // handler for build-time remotes. Loading a remote at run time is the shell's runtime core's job.
          optimization: { disableRemote: true },
        },
        manifest: {
          additionalData: ({ stats }) => {
            stats.metaData.buildInfo = { ...stats.metaData.buildInfo, ...buildMetadata(version) };
            return stats;
          },
        },
        dts: false,
      }),
      bundlerRuntimeFromShell(),
      new DictionaryByLanguagePlugin(),
      new BlockTypesPlugin({ name, exposes, blockTypes }),
      new EagerCompileHintPlugin(),
      new PrecompressedAssetsPlugin(),
    ],
  };

  const server = {
    ...common,
    name: 'server',
    target: 'async-node',
    output: {
      ...hashedNames,
      path: path.join(versionDir, SERVER_BUILD_FOLDER),
      publicPath: 'auto',
      // Same uniqueName as the browser build: it salts CSS Module class names, which must match.
      uniqueName: name,
      clean: true,
    },
    module: {
      rules: [...moduleRules({ cssPrefix: name, server: true }), ...rules],
      // Files (leaflet's images) reach the server build only through CSS, which it does not write. Left
      // to 'auto', their URLs pulled in the browser's publicPath detection, which throws in Node
      // ("Automatic publicPath is not supported"): mf-map's server entry failed to load on every render.
      generator: { 'asset/resource': { emit: false, publicPath: '/' } },
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        // Loads the expose chunks over HTTP, relative to the server remote entry.
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
      }),
    ],
  };

  return [web, server];
}
