import { useEffect } from 'react';

/**
 * Keeps what the visitor reads below the calculator where it is while the application form arrives (fetched on
 * demand, it grows its place by up to a screen). When content grows, Chrome keeps its anchor, the first thing on
 * screen, where it was; on a visitor who has read past the calculator that is the calculator's block (its place
 * in the page, partly on screen), and the text they read is pushed down. So while the form's place is above the
 * middle of the screen and the visitor is not in the calculator, its block is no anchor: Chrome anchors to the
 * next block and keeps it in place. A visitor reading or filling in the calculator sees the calculator stay put.
 */
export function useSteadyReading(calculator: HTMLElement | null, formPlace: HTMLElement | null): void {
  useEffect(() => {
    if (!calculator || !formPlace) return;
    const block = calculator.closest<HTMLElement>('[data-block-type]') ?? calculator;
    const choose = () => {
      const readingBelow = formPlace.getBoundingClientRect().top < window.innerHeight / 2 && !calculator.contains(document.activeElement);
      block.style.overflowAnchor = readingBelow ? 'none' : '';
    };
    choose();
    window.addEventListener('scroll', choose, { passive: true });
    calculator.addEventListener('focusin', choose);
    calculator.addEventListener('focusout', choose);
    return () => {
      window.removeEventListener('scroll', choose);
      calculator.removeEventListener('focusin', choose);
      calculator.removeEventListener('focusout', choose);
      block.style.overflowAnchor = '';
    };
  }, [calculator, formPlace]);
}
