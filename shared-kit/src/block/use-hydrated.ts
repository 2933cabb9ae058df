import { useEffect, useState } from 'react';

/**
 * False on the server and in the first browser render, true once the block is live: what only a browser
 * with script can do (a block of another remote mounted through `<Block>`, which the server has no host
 * for) is rendered from then on, and what only a page without script needs (a filter form's submit
 * button) until then, while hydration meets the server's markup.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
