import { useEffect, useState } from 'react';

/**
 * False on the server and in the first browser render, true once the block is live. A block of another
 * remote (`<Block>`) is mounted only then: the server has no block host, and hydration must meet the same markup.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
