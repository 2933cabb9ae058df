import { COMPARE_MAX } from '@bank/shared-kit';

/** Adds a product unless it is already there or the list holds the maximum (3). */
export function addToCompare<Entry extends { id: string }>(list: Entry[], entry: Entry): Entry[] {
  if (list.some((item) => item.id === entry.id) || list.length >= COMPARE_MAX) return list;
  return [...list, entry];
}

export function removeFromCompare<Entry extends { id: string }>(list: Entry[], id: string): Entry[] {
  return list.filter((item) => item.id !== id);
}

export const isCompareFull = (list: unknown[]): boolean => list.length >= COMPARE_MAX;
