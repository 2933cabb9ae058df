import path from 'node:path';
import { chunkGroupAssets } from './ssr-assets-plugin.mjs';

/** Every exposed module of the remotes, by the id the shell asks the federation runtime for ("mf_forms/webform"). */
function exposedModules(remotes) {
  return remotes.flatMap((remote) =>
    Object.entries(remote.exposes).map(([key, file]) => {
      const id = `${remote.name}/${key.replace(/^\.\//, '')}`;
      return { id, file: path.resolve(remote.packageDir, file), chunkName: `block-${id.replace('/', '-')}` };
    }),
  );
}

/**
 * What replaces federation in the shell's monolith build. It generates `modulePath`: each remote's
 * exposed module as a dynamic import of its source, so each is its own chunk as it is its own expose
 * in a remote. In the browser build it also writes `assetsFile`: each exposed module's stylesheets and
 * scripts, which the server links and preloads for the blocks it rendered (as it reads a remote's
 * mf-manifest.json in the composed site).
 */
export class BundledBlocksPlugin {
  constructor({ remotes, modulePath, assetsFile = null }) {
    this.modules = exposedModules(remotes);
    this.modulePath = modulePath;
    this.assetsFile = assetsFile;
  }

  apply(compiler) {
    const imports = this.modules.map(
      ({ id, file, chunkName }) => `  ${JSON.stringify(id)}: () => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(file)}),`,
    );
    const source = `export const bundledBlocks = {\n${imports.join('\n')}\n};\n`;
    new compiler.webpack.experiments.VirtualModulesPlugin({ [this.modulePath]: source }).apply(compiler);
    if (!this.assetsFile) return;

    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BundledBlocksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BundledBlocksPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const assets = Object.fromEntries(this.modules.map(({ id, chunkName }) => [id, chunkGroupAssets(compilation, chunkName)]));
        compilation.emitAsset(this.assetsFile, new RawSource(JSON.stringify(assets, null, 2)));
      });
    });
  }
}
