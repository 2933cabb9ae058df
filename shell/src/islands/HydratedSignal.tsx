import { useEffect } from 'react';

/** Renders nothing; tells when the root it is in has committed (its effects run after that). */
export function HydratedSignal({ onCommitted }: { onCommitted: () => void }) {
  useEffect(onCommitted, [onCommitted]);
  return null;
}
