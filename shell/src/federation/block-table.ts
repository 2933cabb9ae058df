import type { CmsBlock } from '@bank/shared-kit';

/** Which remote owns a block type, and the parcel it exposes for it. */
export interface BlockOwner {
  remote: string;
  parcel: string;
}

/**
 * What a remote version declares in its build's block-types.json, copied into remotes.json at release:
 * a parcel, null (a type it knows and renders as nothing, unlogged), or a parcel per variant.
 */
export type BlockTypeDeclaration = string | null | { variantField: string; variants: Record<string, string> };

export interface DeclaringRemote {
  name: string;
  version: string;
  blockTypes?: Record<string, BlockTypeDeclaration>;
}

interface VariantOwners {
  /** The block attribute that picks the variant, e.g. field_calculator_type. */
  variantField: string;
  variants: Record<string, BlockOwner>;
}

type TableEntry = BlockOwner | VariantOwners | null;

/**
 * The union of the remotes' declarations: block type (and variant) -> remote + parcel. Two remotes
 * claiming one type is refused at switch (tooling/src/release); should it reach the site anyway, the first
 * claim stays and the clash is logged.
 */
function blockTableOf(remotes: readonly DeclaringRemote[]): Map<string, TableEntry> {
  const table = new Map<string, TableEntry>();
  const owners = new Map<string, string>();
  const claim = (key: string, remote: DeclaringRemote): boolean => {
    const holder = owners.get(key);
    if (holder === undefined) {
      owners.set(key, `${remote.name}@${remote.version}`);
      return true;
    }
    console.error(`block table: ${key} is declared by ${holder} and by ${remote.name}@${remote.version}; ${holder} keeps it`);
    return false;
  };
  for (const remote of remotes) {
    for (const [type, declaration] of Object.entries(remote.blockTypes ?? {})) {
      if (declaration === null || typeof declaration === 'string') {
        if (!claim(type, remote)) continue;
        table.set(type, declaration === null ? null : { remote: remote.name, parcel: declaration });
        continue;
      }
      const current = table.get(type);
      const variantsSoFar = current && 'variants' in current && current.variantField === declaration.variantField ? current : null;
      // A type held whole, or picked by another field, cannot take variants from a second remote.
      if (table.has(type) && !variantsSoFar) {
        claim(type, remote);
        continue;
      }
      const merged: VariantOwners = variantsSoFar ?? { variantField: declaration.variantField, variants: {} };
      owners.set(type, owners.get(type) ?? `${remote.name}@${remote.version}`);
      for (const [variant, parcel] of Object.entries(declaration.variants)) {
        if (claim(`${type}/${variant}`, remote)) merged.variants[variant] = { remote: remote.name, parcel };
      }
      table.set(type, merged);
    }
  }
  return table;
}

let table = new Map<string, TableEntry>();
let tableKey = '';

/**
 * The table of the remote versions this page (or this server render) uses: set from remotes.json each time
 * it is read, rebuilt only when a version changes.
 */
export function setLiveBlockTable(remotes: readonly DeclaringRemote[]): void {
  const key = remotes.map((remote) => `${remote.name}@${remote.version}`).join(' ');
  if (key === tableKey) return;
  table = blockTableOf(remotes);
  tableKey = key;
}

/** Block types a live remote declares as rendering nothing by design (not logged). */
export function rendersNothing(block: CmsBlock): boolean {
  return table.get(block.type) === null;
}

/** The owner, or null for a type (or variant) no live remote declares: the page renders nothing there. */
export function blockOwner(block: CmsBlock): BlockOwner | null {
  const entry = table.get(block.type);
  if (!entry) return null;
  if ('remote' in entry) return entry;
  const variant = block.attributes[entry.variantField];
  return typeof variant === 'string' ? (entry.variants[variant] ?? null) : null;
}

/** Every parcel the shell may ask a remote for (the server loads them ahead of the first visitor). */
export function ownersOfRemote(remote: string): BlockOwner[] {
  const owners = [...table.values()].flatMap((entry) => {
    if (!entry) return [];
    return 'remote' in entry ? [entry] : Object.values(entry.variants);
  });
  return owners.filter(
    (candidate, index) => candidate.remote === remote && owners.findIndex((other) => other.parcel === candidate.parcel && other.remote === remote) === index,
  );
}
