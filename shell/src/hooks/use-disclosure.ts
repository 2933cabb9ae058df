import { useCallback, useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useDismiss } from './use-dismiss';

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

  // The element says whether it is open, before its toggle event has told React.
  useDismiss(
    () => detailsRef.current?.open ?? false,
    detailsRef,
    (how) => {
      close();
      if (how === 'escape') summaryRef.current?.focus();
    },
  );

  const onToggle = useCallback((event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open), []);
  return { open, close, detailsRef, summaryRef, onToggle };
}
