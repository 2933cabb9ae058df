/** The stylesheets and scripts of one named chunk group, as URLs under the build's public path. */
export function chunkGroupAssets(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`no chunk group named ${name}`);
  const publicPath = compilation.outputOptions.publicPath;
  const files = group.chunks.flatMap((chunk) => [...chunk.files]);
  return {
    stylesheets: files.filter((file) => file.endsWith('.css')).map((file) => publicPath + file),
    scripts: files.filter((file) => file.endsWith('.js')).map((file) => publicPath + file),
  };
}

/**
 * Writes ssr-assets.json: the stylesheets and scripts of one named chunk group (the shell's
 * bootstrap, loaded after its async boundary), which the server links and preloads in the HTML it
 * renders — otherwise its CSS would only arrive with the JS and the page would paint unstyled.
 */
export class SsrAssetsPlugin {
  constructor({ chunkGroup, filename = 'ssr-assets.json' }) {
    this.chunkGroup = chunkGroup;
    this.filename = filename;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SsrAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SsrAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const assets = chunkGroupAssets(compilation, this.chunkGroup);
        compilation.emitAsset(this.filename, new RawSource(JSON.stringify(assets, null, 2)));
      });
    });
  }
}
