import type { SiteLanguage } from '@bank/shared-kit';

const SEARCH_PAGE = /^\/(?:uk|ru)\/search\/([^/]+)\/?$/;

/**
 * The results page for what the visitor typed, or null when there is nothing to search for
 * (an empty or whitespace-only query does nothing). The query is one URL-encoded path segment,
 * so Cyrillic, slashes, percent signs and markup all survive the trip through the router.
 * Dots are encoded too: static servers take a path whose last segment has a dot ("5.5%") for a file.
 */
export function searchPagePath(language: SiteLanguage, typed: string): string | null {
  const query = typed.trim();
  if (!query) return null;
  return `/${language}/search/${encodeURIComponent(query).replace(/\./g, '%2E')}`;
}

/** The query a results page path carries, decoded; null on any other page. */
export function queryOfSearchPage(path: string): string | null {
  const match = SEARCH_PAGE.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    // A hand-typed malformed escape: show it as it stands rather than fail.
    return match[1];
  }
}
