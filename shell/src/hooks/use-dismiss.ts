import { useEffect, useRef, type RefObject } from 'react';

/** How an open popup was dismissed: Escape returns focus to what opened it, a press outside does not. */
export type Dismissal = 'escape' | 'outside';

/**
 * While `isOpen()`, Escape anywhere or a press outside `container` calls `dismiss` (the WAI-ARIA disclosure
 * pattern's way out). The caller closes and, on Escape, moves focus: a `<details>` to its summary, the main
 * menu to the tab or burger that opened it.
 *
 * Asked when the key or press comes, not only once React has heard the popup opened: a `<details>` opens at once,
 * its toggle event and the render after it come later, and the browser handles a key pressed meanwhile first
 * (an Escape right after Enter was lost on a busy machine).
 */
export function useDismiss(isOpen: () => boolean, container: RefObject<HTMLElement | null>, dismiss: (how: Dismissal) => void) {
  // The latest callbacks, so that a render does not re-add the document listeners.
  const latest = useRef({ isOpen, dismiss });
  useEffect(() => {
    latest.current = { isOpen, dismiss };
  });
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && latest.current.isOpen()) latest.current.dismiss('escape');
    };
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!latest.current.isOpen()) return;
      if (event.target instanceof Node && !container.current?.contains(event.target)) latest.current.dismiss('outside');
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePress);
    };
  }, [container]);
}
