import { useEffect, useState } from 'react';
import { DESKTOP_MIN_WIDTH } from '@bank/shared-kit';

export type ShownSection = 'both' | 'table' | 'converter';

export const tableAnchor = (calculatorType: string) => `${calculatorType}-table`;
export const converterAnchor = (calculatorType: string) => `${calculatorType}-converter`;

/**
 * Spec 2.6: narrower than 1024 px, the anchors {calculatorType}-table and {calculatorType}-converter
 * open one of the two; wider, both are shown. Read in effects only: the server renders 'both'.
 */
export function useMobileSection(calculatorType: string): ShownSection {
  const [narrow, setNarrow] = useState(false);
  const [hash, setHash] = useState('');
  useEffect(() => {
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(`(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`) : null;
    const readWidth = () => setNarrow(query?.matches ?? false);
    const readHash = () => setHash(window.location.hash);
    readWidth();
    readHash();
    query?.addEventListener('change', readWidth);
    window.addEventListener('hashchange', readHash);
    return () => {
      query?.removeEventListener('change', readWidth);
      window.removeEventListener('hashchange', readHash);
    };
  }, []);
  if (!narrow) return 'both';
  return hash === `#${converterAnchor(calculatorType)}` ? 'converter' : 'table';
}
