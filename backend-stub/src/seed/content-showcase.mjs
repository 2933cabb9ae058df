// The page with every presentational block of mf-content, filled in later block by block.
export function showcaseBlocks() {
  return [];
}
