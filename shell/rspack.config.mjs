import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from '@bank/tooling/rspack/shared-singletons.mjs';
import { moduleRules } from '@bank/tooling/rspack/module-rules.mjs';

const packageDir = path.dirname(fileURLToPath(import.meta.url));

/** The host: no remote URL or version is compiled in; remotes.json names them at run time. */
export default {
  mode: 'production',
  context: packageDir,
  entry: { main: './src/index.ts' },
  devtool: false,
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
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  module: { rules: moduleRules({ cssPrefix: 'shell' }) },
  plugins: [
    new rspack.HtmlRspackPlugin({ template: './public/index.html', minify: false }),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons,
      // loaded-first: the default version-first loads every remote entry at start,
      // and one dead remote would break the host (federation recipe, pitfall 5).
      shareStrategy: 'loaded-first',
      runtimePlugins: [path.join(packageDir, 'src/federation/runtime-plugins/remote-failure-plugin.ts')],
      dts: false,
    }),
  ],
  performance: { hints: false },
};
