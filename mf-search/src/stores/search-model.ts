import { createEffect, createEvent, createStore, sample } from 'effector';
import { navigateTo } from '@bank/shared-kit';

// The header box and the results page are two parcels of this remote; they share this one model
// (one module instance per remote container), so clearing the box can clear the results.

/** The visitor typed in the header box: nothing is searched until Enter. */
export const searchTextChanged = createEvent<string>();
/** The box is shown on a page: the query of a results page, or nothing on any other page. */
export const searchPageEntered = createEvent<string>();
/** Enter with a query: the path of its results page. */
export const searchSubmitted = createEvent<string>();

export const $searchText = createStore('')
  .on(searchTextChanged, (_, text) => text)
  .on(searchPageEntered, (_, query) => query);

/** Spec, search states: clearing the input clears the results. */
export const searchCleared = searchTextChanged.filter({ fn: (text) => text === '' });

export const $resultsCleared = createStore(false)
  .on(searchCleared, () => true)
  .reset(searchPageEntered, searchSubmitted);

export const openResultsPageFx = createEffect((path: string) => navigateTo(path));

sample({ clock: searchSubmitted, target: openResultsPageFx });
