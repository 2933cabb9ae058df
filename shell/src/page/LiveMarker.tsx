import { useEffect } from 'react';

/**
 * Marks the document once the app is live in the browser (hydrated or rendered): server HTML looks
 * the same before and after, so monitoring and tests read this instead of guessing.
 */
export function LiveMarker() {
  useEffect(() => {
    document.documentElement.dataset.live = 'true';
  }, []);
  return null;
}
