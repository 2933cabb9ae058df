import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import type { ProductCard } from '../products/product-card';
import { $compare, $compareRestored, compareRestoreFx } from './compare-model';

// The list lives on the device, so the server renders none chosen, and a block hydrating after another one
// restored the list must first render that too, then show the list once it is live: rendering the device's
// list while hydrating threw the server HTML away (React error #418). A server snapshot for
// useSyncExternalStore was not enough: a block hydrating in a transition, as the shell's islands do, still mismatched.
const NONE_ON_THE_SERVER: ProductCard[] = [];

/** The compare list, read from the device once the first compare control is on screen. */
export function useCompareList() {
  const [list, restored] = useUnit([$compare, $compareRestored]);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!restored && !compareRestoreFx.pending.getState()) compareRestoreFx();
  }, [restored]);
  return hydrated ? list : NONE_ON_THE_SERVER;
}
