import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons, singletonShareResolverForPage } from '@bank/tooling/rspack/shared-singletons.mjs';
import { moduleRules } from '@bank/tooling/rspack/module-rules.mjs';
import { SsrAssetsPlugin } from '@bank/tooling/rspack/ssr-assets-plugin.mjs';
import { DictionaryByLanguagePlugin } from '@bank/tooling/rspack/dictionary-by-language.mjs';
import { PrecompressedAssetsPlugin } from '@bank/tooling/rspack/precompressed-assets-plugin.mjs';
import { EagerCompileHintPlugin } from '@bank/tooling/rspack/eager-compile-hint-plugin.mjs';
import { federationRuntimeAlias, federationRuntimeAsEsModules, provideBundlerRuntime } from '@bank/tooling/rspack/federation-runtime-modules.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));
const common = {
  mode: 'production',
  context: packageDir,
  devtool: false,
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  performance: { hints: false },
};

/** The host in the browser: no remote URL or version is compiled in; remotes.json names them at run time. */
const web = {
  ...common,
  name: 'web',
  entry: { main: './src/index.ts' },
  resolve: { ...common.resolve, alias: federationRuntimeAlias },
  output: {
    path: path.join(packageDir, 'dist'),
    publicPath: '/',
    uniqueName: 'shell',
    filename: '[name].[contenthash:8].js',
    chunkFilename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
    cssChunkFilename: '[name].[contenthash:8].css',
    clean: true,
  },
  module: { rules: moduleRules({ cssPrefix: 'shell' }) },
  plugins: [
    // minify: false keeps the markers the server fills (ssr recipe, pitfall 3).
    new rspack.HtmlRspackPlugin({ template: './public/index.html', favicon: './public/favicon.svg', minify: false }),
    // single-spa comes only when a block mounts as a parcel: a server-rendered page hydrates without it.
    new SsrAssetsPlugin({ chunkGroup: 'bootstrap', sharedLeftOut: ['single-spa'] }),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons,
      // loaded-first: the default version-first loads every remote entry at start,
      // and one dead remote would break the host (federation recipe, pitfall 5).
      shareStrategy: 'loaded-first',
      runtimePlugins: [
        path.join(packageDir, 'src/federation/runtime-plugins/remote-failure-plugin.ts'),
        // Registered for every remote entry's instance as well (remote-config.mjs carries none).
        singletonShareResolverForPage,
        // The remote entries use the shell's bundler runtime as well (federation-runtime-modules.mjs).
        provideBundlerRuntime,
      ],
      experiments: {
        // The one federation runtime of the page, used by every remote entry (recipe, pitfall 9).
        provideExternalRuntime: true,
        // This build runs only in browsers (the server render is the build below), so the runtime's
        // Node script loader and its environment checks are left out of main.js.
        // remotes.json names each remote by its remoteEntry.js, never by an mf-manifest.json, so the
        // runtime's manifest snapshot and preload plugins have nothing to do on this site.
        optimization: { target: 'web', disableSnapshot: true },
      },
      dts: false,
    }),
    ...federationRuntimeAsEsModules(),
    new DictionaryByLanguagePlugin(),
    new EagerCompileHintPlugin(),
    new PrecompressedAssetsPlugin(),
  ],
};

/**
 * The same App for Node: the server render. React, effector and the federation runtime stay
 * external, so the render and the remotes it loads share this process's single copies.
 */
const server = {
  ...common,
  name: 'server',
  target: 'node20',
  entry: { 'render-page': './src/server/render-page.tsx', 'edge-form-rules': './src/server/edge-form-rules.ts' },
  output: {
    path: path.join(packageDir, 'dist-server'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    uniqueName: 'shell',
    clean: true,
  },
  externalsType: 'commonjs',
  externals: [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    'react-dom/server',
    'react-router',
    'react-router-dom',
    'effector',
    'effector-react',
    'single-spa',
    'single-spa-react',
    'jsdom',
    'dompurify',
    '@module-federation/enhanced/runtime',
  ],
  module: { rules: moduleRules({ cssPrefix: 'shell', server: true }) },
  optimization: { minimize: false },
};

// A tuple, not an array of either: the monolith config takes the two apart by position.
export default /** @type {const} */ ([web, server]);
