import { useCallback, useEffect, useState } from 'react';

export type ListParams = Partial<Record<string, string | null>>;

function readParams(names: readonly string[]): ListParams {
  const search = new URLSearchParams(window.location.search);
  return Object.fromEntries(names.map((name) => [name, search.get(name) || null]));
}

/**
 * The list's query parameters (/blog?tag=…, /faq?category=…). Read in an effect (server-safe). A new
 * choice starts again from the first page; the popstate it dispatches lets usePageParam and the router
 * re-read the address, as after a history step. `names` must keep its identity between renders.
 */
export function useListParams(names: readonly string[]): [ListParams, (name: string, value: string | null) => void] {
  const [params, setParams] = useState<ListParams>({});
  useEffect(() => {
    setParams(readParams(names));
    const onPopState = () => setParams(readParams(names));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [names]);
  const choose = useCallback((name: string, value: string | null) => {
    const url = new URL(window.location.href);
    url.searchParams.delete('page');
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
    window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, []);
  return [params, choose];
}
