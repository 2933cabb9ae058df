import { useEffect, type ReactNode } from 'react';

/**
 * Renders its children as they are; tells when the root it is in has committed (a parent's effects
 * run after its children's). Around the block, not beside it: a sibling would make the block one of
 * two children, and useId would then give ids other than the server's, where it is the only child.
 */
export function HydratedSignal({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useEffect(onCommitted, [onCommitted]);
  return children;
}
