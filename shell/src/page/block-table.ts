import type { CmsBlock } from '@bank/shared-kit';

/** Which remote owns a block type, and the parcel it exposes for it. */
export interface BlockOwner {
  remote: string;
  parcel: string;
}

interface VariantOwners {
  /** The block attribute that picks the variant, e.g. field_calculator_type. */
  variantField: string;
  variants: Record<string, BlockOwner>;
}

type TableEntry = BlockOwner | VariantOwners;

const owner = (remote: string, parcel: string): BlockOwner => ({ remote, parcel });

/**
 * The configuration the page renderer reads: block type (and variant) -> remote + parcel.
 * A page loads only the remotes its blocks need. Types not listed render nothing and are logged.
 */
export const BLOCK_TABLE: Record<string, TableEntry> = {
  basic: owner('mf_content', './basic'),
  accordion: owner('mf_content', './accordion'),
  search_box: owner('mf_search', './SearchBox'),
  search_results: owner('mf_search', './SearchResults'),
};

export function blockOwner(block: CmsBlock): BlockOwner | null {
  const entry = BLOCK_TABLE[block.type];
  if (!entry) return null;
  if ('remote' in entry) return entry;
  const variant = block.attributes[entry.variantField];
  return typeof variant === 'string' ? (entry.variants[variant] ?? null) : null;
}
