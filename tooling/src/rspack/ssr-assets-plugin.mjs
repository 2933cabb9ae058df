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

// rspack names the module that provides a shared module to the share scope this way.
const PROVIDED_SHARED = /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /;

/**
 * The scripts and stylesheets of the modules a federated build provides to the share scope, but those `leftOut`,
 * as URLs. A host's page runs its own copies (the federation's loaded-first strategy); the fallback
 * copies a consumer would load without a provider (react-dom has one of its own) are left out.
 * The stylesheets are those of shared-kit's components (tabs, carousel, dialog): a remote's block renders them
 * on the server with the host's copy, so the page needs their CSS before any script runs, as without script.
 */
export function providedSharedAssets(compilation, leftOut = []) {
  const publicPath = compilation.outputOptions.publicPath;
  const provided = (group) =>
    (group.origins ?? []).some((origin) => {
      const [, shareKey] = PROVIDED_SHARED.exec(origin.module?.identifier() ?? '') ?? [];
      return shareKey !== undefined && !leftOut.includes(shareKey);
    });
  const files = [...new Set(compilation.chunkGroups.filter(provided).flatMap((group) => group.chunks.flatMap((chunk) => [...chunk.files])))];
  return {
    stylesheets: files.filter((file) => file.endsWith('.css')).map((file) => publicPath + file),
    scripts: files.filter((file) => file.endsWith('.js')).map((file) => publicPath + file),
  };
}

/**
 * Writes ssr-assets.json: the stylesheets and scripts of one named chunk group (the shell's
 * bootstrap, loaded after its async boundary), which the server links and lists in the HTML it
 * renders — otherwise its CSS would only arrive with the JS and the page would paint unstyled.
 * In a federated build the scripts and stylesheets include those of the shared modules the start-up runs:
 * all the build provides but `sharedLeftOut`.
 */
export class SsrAssetsPlugin {
  constructor({ chunkGroup, sharedLeftOut = [], filename = 'ssr-assets.json' }) {
    this.chunkGroup = chunkGroup;
    this.sharedLeftOut = sharedLeftOut;
    this.filename = filename;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SsrAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SsrAssetsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const { stylesheets, scripts } = chunkGroupAssets(compilation, this.chunkGroup);
        const shared = providedSharedAssets(compilation, this.sharedLeftOut);
        const assets = {
          stylesheets: [...new Set([...shared.stylesheets, ...stylesheets])],
          scripts: [...new Set([...shared.scripts, ...scripts])],
        };
        compilation.emitAsset(this.filename, new RawSource(JSON.stringify(assets, null, 2)));
      });
    });
  }
}
