import { useEffect, useRef, useState } from 'react';
import type { Viewport } from '../page/page-kind';

/**
 * Whether the viewport (width and scroll) meets a condition, re-checked once per frame while the
 * visitor scrolls or resizes. False on the server and on the first client render.
 */
export function useViewportCondition(condition: (viewport: Viewport) => boolean): boolean {
  const [met, setMet] = useState(false);
  const conditionRef = useRef(condition);
  conditionRef.current = condition;

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setMet(conditionRef.current({ width: window.innerWidth, scrollY: window.scrollY }));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, []);

  return met;
}
