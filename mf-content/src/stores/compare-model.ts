import { createEffect, createEvent, createStore, sample } from 'effector';
import { compareChanged } from '@bank/shared-kit';
import type { ProductCard } from '../products/product-card';
import { addToCompare, removeFromCompare } from './compare-rules';

// The compare list of the whole remote (cards and the compare panel share it). It is kept on the
// device so it survives navigation and reload, and every change is broadcast on the site's event bus.
const STORAGE_KEY = 'bank.compare';

export const compareAdded = createEvent<ProductCard>();
export const compareRemoved = createEvent<string>();

function readStored(): ProductCard[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is ProductCard => typeof entry?.id === 'string') : [];
  } catch {
    return [];
  }
}

/** Runs in effects only: storage does not exist on the server. */
export const compareRestoreFx = createEffect(readStored);
const compareStoreFx = createEffect((list: ProductCard[]) => {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch (error) {
    console.warn('compare: the list could not be kept on this device', error);
  }
});

export const $compareRestored = createStore(false).on(compareRestoreFx.finally, () => true);
export const $compare = createStore<ProductCard[]>([])
  .on(compareRestoreFx.doneData, (_, list) => list)
  .on(compareAdded, addToCompare)
  .on(compareRemoved, removeFromCompare);

sample({ clock: [compareAdded, compareRemoved], source: $compare, target: compareStoreFx });
sample({ clock: $compare.updates, fn: (list) => list.map(({ id, title }) => ({ id, title })), target: compareChanged });
