import { createEffect, createEvent, createStore, sample } from 'effector';
import { navigateTo, queryOfSearchPage } from '@bank/shared-kit';

// The header box and the results page are two parcels of this remote; they share this one model
// (one module instance per remote container), so clearing the box can clear the results.

/** What the visitor typed in the header box, on which page. */
export interface TypedSearch {
  path: string;
  text: string;
}

/** The visitor typed in the header box: nothing is searched until Enter. */
export const searchTextChanged = createEvent<TypedSearch>();
/** Enter with a query: the path of its results page. */
export const searchSubmitted = createEvent<string>();

export const $typedSearch = createStore<TypedSearch | null>(null).on(searchTextChanged, (_, typed) => typed);

/**
 * The text the box shows on a page: what the visitor typed there, else the query of the results page.
 * Derived from the path alone until the visitor types, so the server and the browser render the same box.
 */
export function shownSearchText(typed: TypedSearch | null, path: string): string {
  return typed && typed.path === path ? typed.text : (queryOfSearchPage(path) ?? '');
}

/** Spec, search states: clearing the input clears the results — of the page it was cleared on. */
export const $resultsClearedOn = $typedSearch.map((typed) => (typed && typed.text === '' ? typed.path : null));

const openResultsPageFx = createEffect((path: string) => navigateTo(path));

sample({ clock: searchSubmitted, target: openResultsPageFx });
