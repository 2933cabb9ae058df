import { useEffect, useRef, useState, type RefObject } from 'react';
import { headerOnScroll, HEADER_SCROLL_SLACK_PX, type HeaderOnScroll } from './header-on-scroll';

/**
 * The header's state while the visitor scrolls, checked once per frame. Undefined on the server and before
 * hydration: without script the header is an ordinary one at the top of the page.
 */
export function useHeaderOnScroll(header: RefObject<HTMLElement | null>): HeaderOnScroll | undefined {
  const [state, setState] = useState<HeaderOnScroll>();
  const stateRef = useRef<HeaderOnScroll>('shown');

  useEffect(() => {
    let frame = 0;
    let previousY = window.scrollY;
    // Where the header's place in the page begins (below the notice). A stuck sticky element's offsetTop is the
    // scroll position, so it is read only while the header sits lower than that, in its place.
    let placeTop = 0;
    const check = () => {
      frame = 0;
      const y = window.scrollY;
      const element = header.current;
      if (element && element.offsetTop > y) placeTop = element.offsetTop;
      const next = headerOnScroll(stateRef.current, previousY, y, placeTop + (element?.offsetHeight ?? 0));
      // A direction is measured from where it began, so a slow scroll of many small steps still counts.
      if (next !== stateRef.current || Math.abs(y - previousY) > HEADER_SCROLL_SLACK_PX) previousY = y;
      stateRef.current = next;
      setState(next);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
    };
  }, [header]);

  return state;
}
