import type { Branch } from './branch';

/** What the visitor narrowed the list to. Empty region or city means all. */
export interface BranchFilter {
  region: string;
  city: string;
  energyIndependent: boolean;
  inclusive: boolean;
  search: string;
}

export const NO_FILTER: BranchFilter = { region: '', city: '', energyIndependent: false, inclusive: false, search: '' };

/** Spec 4.9: choosing a region resets the city (the old city may not be in the new region). */
export function withRegion(filter: BranchFilter, region: string): BranchFilter {
  return { ...filter, region, city: '' };
}

const normalise = (text: string) =>
  text
    .toLocaleLowerCase('uk')
    .replace(/[’ʼ`']/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** Branches that pass every part of the filter; the search looks in the name and the address. */
export function filterBranches(branches: readonly Branch[], filter: BranchFilter): Branch[] {
  const search = normalise(filter.search);
  return branches.filter(
    (branch) =>
      (!filter.region || branch.region === filter.region) &&
      (!filter.city || branch.city === filter.city) &&
      (!filter.energyIndependent || branch.energyIndependent) &&
      (!filter.inclusive || branch.inclusive) &&
      (!search || normalise(branch.name).includes(search) || normalise(branch.address).includes(search)),
  );
}
