import { BLOCK_TYPES_FILE } from './version-folder.mjs';

/**
 * Parcels a declaration maps to. A declaration is `'./parcel'`, `null` (a type the remote knows and renders
 * as nothing, unlogged), or `{ variantField, variants: { [variant]: './parcel' } }`.
 */
export function declaredParcels(blockTypes) {
  return Object.values(blockTypes ?? {}).flatMap((declaration) => {
    if (declaration === null) return [];
    return typeof declaration === 'string' ? [declaration] : Object.values(declaration.variants);
  });
}

/**
 * Writes the remote's block types into its browser build (block-types.json): the shell's block table is
 * the union of the live versions' declarations, so a team ships a new block type with its remote alone.
 * A type mapped to a parcel the remote does not expose fails the build rather than a page.
 */
export class BlockTypesPlugin {
  constructor({ name, exposes, blockTypes }) {
    const missing = declaredParcels(blockTypes).filter((parcel) => !(parcel in exposes));
    if (missing.length > 0) throw new Error(`${name} declares block types for parcels it does not expose: ${[...new Set(missing)].join(', ')}`);
    this.blockTypes = blockTypes ?? {};
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('BlockTypesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BlockTypesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(BLOCK_TYPES_FILE, new RawSource(`${JSON.stringify(this.blockTypes, null, 2)}\n`));
      });
    });
  }
}
