import type { SiteLanguage } from '../site/language';

const SEARCH_PAGE = /^\/(?:uk|ru)\/search\/([^/]+)\/?$/;
/** The address the header search form is sent to without script: the server answers with the results page. */
const SEARCH_FORM = /^\/(uk|ru)\/search\/?$/;
/** The field of the header search form that carries the query. */
export const SEARCH_FIELD = 'q';

// A URL parser takes a segment of "%2E" or "%2E%2E" for "." or ".." (WHATWG URL, dot segments) and
// removes it: "." opened the 404 page and ".." the home page. Such a query is escaped twice and read
// back once more. (A query typed as the text "%2E" itself reads back as "."; nobody searches a bank for it.)
const DOT_SEGMENT = /^(?:%2E){1,2}$/;

/**
 * The results page for what the visitor typed, or null when there is nothing to search for
 * (an empty or whitespace-only query does nothing). The query is one URL-encoded path segment,
 * so Cyrillic, slashes, percent signs and markup all survive the trip through the router.
 * Dots are encoded too: static servers take a path whose last segment has a dot ("5.5%") for a file.
 */
export function searchPagePath(language: SiteLanguage, typed: string): string | null {
  const query = typed.trim();
  if (!query) return null;
  const segment = encodeURIComponent(query).replace(/\./g, '%2E');
  return `/${language}/search/${DOT_SEGMENT.test(segment) ? segment.replace(/%/g, '%25') : segment}`;
}

/** The query one results page segment carries, as the router gives it (decoded once) or still encoded. */
export function searchQueryOfSegment(segment: string, alreadyDecoded = false): string {
  const once = alreadyDecoded ? segment : decoded(segment);
  return DOT_SEGMENT.test(once) ? decoded(once) : once;
}

/** The query a results page path carries, decoded; null on any other page. */
export function queryOfSearchPage(path: string): string | null {
  const match = SEARCH_PAGE.exec(path);
  return match?.[1] ? searchQueryOfSegment(match[1]) : null;
}

/**
 * Where the header search form sent without script leads: its results page, or the language's home page
 * for an empty query; null for any other address.
 */
export function searchFormTarget(pathname: string, search: string): string | null {
  const form = SEARCH_FORM.exec(pathname);
  if (!form) return null;
  const language = form[1] as SiteLanguage;
  return searchPagePath(language, new URLSearchParams(search).get(SEARCH_FIELD) ?? '') ?? `/${language}`;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A hand-typed malformed escape: show it as it stands rather than fail.
    return segment;
  }
}
