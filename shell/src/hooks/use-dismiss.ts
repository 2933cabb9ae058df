import { useEffect, useRef, type RefObject } from 'react';

/** How an open popup was dismissed: Escape returns focus to what opened it, a press outside does not. */
export type Dismissal = 'escape' | 'outside';

/**
 * While `open`, Escape anywhere or a press outside `container` calls `dismiss` (the WAI-ARIA disclosure
 * pattern's way out). The caller closes and, on Escape, moves focus: a `<details>` to its summary, the main
 * menu to the tab or burger that opened it.
 */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, dismiss: (how: Dismissal) => void) {
  // The latest callback, so that a render does not re-add the document listeners.
  const latest = useRef(dismiss);
  useEffect(() => {
    latest.current = dismiss;
  });
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current('escape');
    };
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (event.target instanceof Node && !container.current?.contains(event.target)) latest.current('outside');
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePress);
    };
  }, [open, container]);
}
