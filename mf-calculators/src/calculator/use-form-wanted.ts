import { useEffect, useState } from 'react';

// A little below the screen: the form's code gets a head start on the visitor's scroll.
const NEAR_THE_SCREEN = '0px 0px 200px 0px';
// A screen below it, once the visitor scrolls: a phone's scroll moves the page by more than 200 px between two checks,
// and a form that arrives on screen pushes what the visitor reads below it off the screen.
const A_SCREEN_AHEAD = '0px 0px 100% 0px';

/**
 * True once the visitor turns to the application form: they touch, tab into or type in the calculator (whose values
 * the form carries), or the form's place comes near the screen — within a screen of it once they scroll, so that the
 * form has arrived before its place shows. Until then the form's code — mf-forms' webform with its validation and
 * input masks, about 50 KB gzip — is neither fetched nor run: a page opened and not scrolled does not load it.
 */
export function useFormWanted(calculator: HTMLElement | null, formPlace: HTMLElement | null): boolean {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted || !calculator) return;
    const want = () => setWanted(true);
    calculator.addEventListener('focusin', want);
    calculator.addEventListener('pointerdown', want);
    return () => {
      calculator.removeEventListener('focusin', want);
      calculator.removeEventListener('pointerdown', want);
    };
  }, [wanted, calculator]);

  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (wanted || scrolled) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { once: true, passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [wanted, scrolled]);

  useEffect(() => {
    if (wanted || !formPlace) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), {
      rootMargin: scrolled ? A_SCREEN_AHEAD : NEAR_THE_SCREEN,
    });
    observer.observe(formPlace);
    return () => observer.disconnect();
  }, [wanted, formPlace, scrolled]);

  return wanted;
}
