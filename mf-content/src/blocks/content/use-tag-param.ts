import { useCallback, useEffect, useState } from 'react';

const PARAM = 'tag';

function readTagParam(): string | null {
  return new URLSearchParams(window.location.search).get(PARAM) || null;
}

/**
 * The blog's `tag` query parameter (/blog?tag=...). Read in an effect (server-safe). Choosing a tag
 * starts again from the first page; the popstate it dispatches lets usePageParam and the router
 * re-read the address, as after a history step.
 */
export function useTagParam(): [string | null, (tag: string | null) => void] {
  const [tag, setTag] = useState<string | null>(null);
  useEffect(() => {
    setTag(readTagParam());
    const onPopState = () => setTag(readTagParam());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const chooseTag = useCallback((next: string | null) => {
    const url = new URL(window.location.href);
    url.searchParams.delete('page');
    if (next) url.searchParams.set(PARAM, next);
    else url.searchParams.delete(PARAM);
    window.history.pushState(window.history.state, '', url);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, []);
  return [tag, chooseTag];
}
