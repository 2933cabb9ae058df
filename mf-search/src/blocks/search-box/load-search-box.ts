import type { SearchBoxData } from './SearchBox';

/** Nothing to read before the box renders. */
export async function loadSearchBox(): Promise<SearchBoxData> {
  return {};
}
