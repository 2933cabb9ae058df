import { useCallback, useEffect, useState } from 'react';
import { pageQueryOf, type PageQuery } from './page-query';

/**
 * The page address's query as a block sees it: the server's on the first render (so hydration agrees),
 * then the browser's, following history steps. `goTo` writes a new query into the address without a
 * reload; the popstate it dispatches lets the shell's router and other blocks read it too.
 */
export function usePageQuery(initial: PageQuery = {}): [PageQuery, (next: PageQuery) => void] {
  const [query, setQuery] = useState(initial);
  useEffect(() => {
    const read = () => setQuery(pageQueryOf(window.location.search));
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  const goTo = useCallback((next: PageQuery) => {
    const url = new URL(window.location.href);
    url.search = new URLSearchParams(Object.entries(next)).toString();
    window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, []);
  return [query, goTo];
}
