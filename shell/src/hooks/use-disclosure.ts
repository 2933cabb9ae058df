import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';

/**
 * A `<details>` disclosure: its `<summary>` opens the panel in the HTML itself, before hydration and
 * without script. The element is the source of truth (it may have been opened before hydration); once
 * script runs, Escape closes it and returns focus to the summary, and a press outside closes it.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const summaryRef = useRef<HTMLElement>(null);

  useEffect(() => {
    setOpen(detailsRef.current?.open ?? false);
  }, []);

  const close = useCallback(() => {
    if (detailsRef.current) detailsRef.current.open = false;
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      summaryRef.current?.focus();
    };
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (event.target instanceof Node && !detailsRef.current?.contains(event.target)) close();
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePress);
    };
  }, [open, close]);

  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open), []);
  return { open, close, detailsRef, summaryRef, onToggle };
}
