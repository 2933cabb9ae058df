import { useEffect } from 'react';

/** The upper half of the screen: a visitor whose screen shows the form's place there or above reads below it. */
const UPPER_HALF = '0px 0px -50% 0px';

/**
 * Keeps what the visitor reads below the calculator where it is while the application form arrives (fetched on
 * demand, it grows its place by up to a screen). When content grows, Chrome keeps its anchor, the first thing on
 * screen, where it was; on a visitor who has read past the calculator that is the calculator's block (its place
 * in the page, partly on screen), and the text they read is pushed down. So while the form's place is in the upper
 * half of the screen or above it and the visitor is not in the calculator, its block is no anchor: Chrome anchors
 * to the next block and keeps it in place. A visitor reading or filling in the calculator sees it stay put.
 */
export function useSteadyReading(calculator: HTMLElement | null, formPlace: HTMLElement | null): void {
  useEffect(() => {
    if (!calculator || !formPlace) return;
    const block = calculator.closest<HTMLElement>('[data-block-type]') ?? calculator;
    let placeHighUp = false;
    const choose = () => {
      block.style.overflowAnchor = placeHighUp && !calculator.contains(document.activeElement) ? 'none' : '';
    };
    const observer = new IntersectionObserver(
      (entries) => {
        const latest = entries.at(-1);
        placeHighUp = latest !== undefined && (latest.isIntersecting || latest.boundingClientRect.bottom <= 0);
        choose();
      },
      { rootMargin: UPPER_HALF },
    );
    observer.observe(formPlace);
    calculator.addEventListener('focusin', choose);
    calculator.addEventListener('focusout', choose);
    return () => {
      observer.disconnect();
      calculator.removeEventListener('focusin', choose);
      calculator.removeEventListener('focusout', choose);
      block.style.overflowAnchor = '';
    };
  }, [calculator, formPlace]);
}
