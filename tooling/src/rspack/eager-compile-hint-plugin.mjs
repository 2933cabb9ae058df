/** V8's explicit compile hint (Chrome 136+): compile every function of the file as the script streams in. */
export const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/**
 * Browser builds: each script starts with V8's compile hint, so its functions are compiled eagerly, off the main thread
 * while the script downloads, instead of each on its first call on the page's main thread (the lazy default), where the
 * start-up's compiling was part of every long task. The site's scripts are the code a page runs as it starts: the shell's
 * start-up stages and the first screen's blocks (a block below the screen loads its code only on approach).
 */
export class EagerCompileHintPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(EagerCompileHintPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which would drop the comment), before the content hashes and the compressed copies.
        { name: EagerCompileHintPlugin.name, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING },
        () => {
          for (const { name } of compilation.getAssets().filter(({ name }) => name.endsWith('.js'))) {
            compilation.updateAsset(name, (source) => new sources.ConcatSource(ALL_FUNCTIONS_CALLED_ON_LOAD, source));
          }
        },
      );
    });
  }
}
