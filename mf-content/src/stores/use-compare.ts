import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { $compare, $compareRestored, compareRestoreFx } from './compare-model';

/** The compare list, read from the device once the first compare control is on screen. */
export function useCompareList() {
  const [list, restored] = useUnit([$compare, $compareRestored]);
  useEffect(() => {
    if (!restored && !compareRestoreFx.pending.getState()) compareRestoreFx();
  }, [restored]);
  return list;
}
