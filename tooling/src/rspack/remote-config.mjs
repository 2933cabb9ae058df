import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { sharedSingletons } from './shared-singletons.mjs';
import { moduleRules } from './module-rules.mjs';
import { buildMetadata } from './build-metadata.mjs';

/**
 * A remote builds into dist/<version>/ so older versions stay deployed beside it
 * (federation recipe, pitfall 6): remoteEntry.js unhashed, everything else content-hashed.
 */
export function remoteConfig({ packageDir, name, exposes }) {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const version = process.env.REMOTE_VERSION || pkg.version;
  return {
    mode: 'production',
    context: packageDir,
    entry: {},
    devtool: false,
    output: {
      path: path.join(packageDir, 'dist', version),
      publicPath: 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      cssFilename: '[name].[contenthash:8].css',
      cssChunkFilename: '[name].[contenthash:8].css',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    module: { rules: moduleRules({ cssPrefix: name }) },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        manifest: {
          additionalData: ({ stats }) => {
            stats.metaData.buildInfo = { ...stats.metaData.buildInfo, ...buildMetadata(version) };
            return stats;
          },
        },
        dts: false,
      }),
    ],
    performance: { hints: false },
  };
}
