import { useEffect, useState } from 'react';

// A little below the screen: the form's code gets a head start on the visitor's scroll.
const NEAR_THE_SCREEN = '0px 0px 200px 0px';

/**
 * True once the visitor turns to the application form: they touch, tab into or type in the calculator (whose values
 * the form carries), or the form's place comes near the screen. Until then the form's code — mf-forms' webform with
 * its validation and input masks, about 50 KB gzip — is neither fetched nor run.
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

  useEffect(() => {
    if (wanted || !formPlace) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), {
      rootMargin: NEAR_THE_SCREEN,
    });
    observer.observe(formPlace);
    return () => observer.disconnect();
  }, [wanted, formPlace]);

  return wanted;
}
