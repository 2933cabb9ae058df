import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { BundledBlocksPlugin } from '@bank/tooling/rspack/bundled-blocks-plugin.mjs';
import { REMOTES, REPO_DIR } from '@bank/tooling/remotes.mjs';
import { shellBuildFolders } from './server/build-folders.mjs';
import composed from './rspack.config.mjs';

/*
 * The monolith: the same site as the composed build, with every remote's exposed modules bundled from
 * their source at build time instead of loaded through Module Federation — built only to measure
 * what federation costs (`npm run bench`). `rspack build -c rspack.monolith.config.mjs`, served with
 * SHELL_BUILD=monolith. The shell's code is unchanged: only the federation runtime is replaced, by
 * src/federation/monolith/bundled-runtime.ts, and on the server the reader of remotes' web assets.
 */
const packageDir = path.dirname(fileURLToPath(import.meta.url));
const folders = shellBuildFolders(packageDir, 'monolith');
const [web, server] = composed;

// Each remote's own descriptor (exposes and module rules), read from its rspack config.
const remotes = await Promise.all(
  REMOTES.map(async ({ folder }) => (await import(pathToFileURL(path.join(REPO_DIR, folder, 'rspack.config.mjs')).href)).remote),
);

const monolithDir = path.join(packageDir, 'src', 'federation', 'monolith');
const BUNDLED_BLOCK_ASSETS = 'bundled-block-assets.json';
// Generated beside its declaration (bundled-blocks.d.ts), which is what bundled-runtime.ts imports.
const bundledBlocksModule = path.join(monolithDir, 'bundled-blocks.js');
const FEDERATION_RUNTIME = '@module-federation/enhanced/runtime';

const bundled = (config) => ({
  ...config,
  resolve: { ...config.resolve, alias: { ...config.resolve.alias, [`${FEDERATION_RUNTIME}$`]: path.join(monolithDir, 'bundled-runtime.ts') } },
  module: { ...config.module, rules: [...config.module.rules, ...remotes.flatMap((remote) => remote.rules ?? [])] },
});

const monolithWeb = {
  ...bundled(web),
  output: { ...web.output, path: folders.web },
  plugins: [
    ...web.plugins.filter((plugin) => !(plugin instanceof ModuleFederationPlugin)),
    new BundledBlocksPlugin({ remotes, modulePath: bundledBlocksModule, assetsFile: BUNDLED_BLOCK_ASSETS }),
  ],
};

const monolithServer = {
  ...bundled(server),
  output: { ...server.output, path: folders.server },
  externals: server.externals.filter((name) => name !== FEDERATION_RUNTIME),
  plugins: [
    new BundledBlocksPlugin({ remotes, modulePath: bundledBlocksModule }),
    new rspack.NormalModuleReplacementPlugin(/src[\\/]server[\\/]remote-web-assets\.ts$/, path.join(monolithDir, 'bundled-web-assets.ts')),
    new rspack.DefinePlugin({ BUNDLED_BLOCK_ASSETS_FILE: JSON.stringify(path.join(folders.web, BUNDLED_BLOCK_ASSETS)) }),
  ],
};

export default [monolithWeb, monolithServer];
