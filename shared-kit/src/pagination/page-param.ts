import { useCallback, useEffect, useState } from 'react';

const PARAM = 'page';

function readPageParam(): number {
  const value = Number(new URLSearchParams(window.location.search).get(PARAM));
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/**
 * The zero-based `page` query parameter. Blocks are parcels without the shell's router, so the
 * parameter is read in an effect (server-safe) and written with history; changing it scrolls to the top.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [page, setPage] = useState(0);
  useEffect(() => {
    setPage(readPageParam());
    const onPopState = () => setPage(readPageParam());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  const changePage = useCallback((next: number) => {
    const url = new URL(window.location.href);
    if (next > 0) url.searchParams.set(PARAM, String(next));
    else url.searchParams.delete(PARAM);
    window.history.pushState(window.history.state, '', url);
    setPage(next);
    window.scrollTo({ top: 0 });
  }, []);
  return [page, changePage];
}
