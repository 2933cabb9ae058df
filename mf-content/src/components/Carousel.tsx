import { Children, useEffect, useRef, type ReactNode } from 'react';
import { translator, type DictionaryLanguage } from '@bank/shared-kit';
import type { SlidesByWidth } from './carousel-breakpoints';
import styles from './carousel.module.css';

interface Props {
  label: string;
  language: DictionaryLanguage;
  breakpoints: SlidesByWidth;
  /** Autoplay delay in ms; none or 0 keeps it still. */
  autoplayMs?: number | null;
  children: ReactNode;
}

/**
 * A carousel. The server and the first render show the slides as a scrollable row; Swiper is
 * imported on demand in an effect (it touches window) and, if it cannot load, the row stays usable.
 */
export function Carousel({ label, language, breakpoints, autoplayMs, children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const t = translator(language);
  const slides = Children.toArray(children);

  useEffect(() => {
    let destroyed = false;
    let destroy: (() => void) | null = null;
    Promise.all([import('swiper'), import('swiper/modules'), import('swiper/css')])
      .then(([{ default: Swiper }, { A11y, Autoplay, Keyboard, Navigation }]) => {
        if (destroyed || !root.current) return;
        const swiper = new Swiper(root.current, {
          modules: [A11y, Autoplay, Keyboard, Navigation],
          spaceBetween: 16,
          breakpoints: Object.fromEntries(Object.entries(breakpoints).map(([width, slidesPerView]) => [width, { slidesPerView }])),
          navigation: { prevEl: previous.current, nextEl: next.current },
          keyboard: { enabled: true, onlyInViewport: true },
          a11y: { prevSlideMessage: t('carouselPrevious'), nextSlideMessage: t('carouselNext') },
          autoplay: autoplayMs ? { delay: autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: true } : false,
        });
        destroy = () => swiper.destroy(true, true);
      })
      .catch((error: unknown) => console.warn('carousel: Swiper did not load, the slides stay a scrollable row', error));
    return () => {
      destroyed = true;
      destroy?.();
    };
    // The slides and settings of a block do not change while it is mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <div ref={root} className={`swiper ${styles.viewport}`}>
        {/* Divs, not a list: Swiper's a11y module gives each slide role="group" (a list item cannot have it). */}
        <div className={`swiper-wrapper ${styles.track}`}>
          {slides.map((slide, index) => (
            <div key={index} className={`swiper-slide ${styles.slide}`}>
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 && (
        <div className={styles.controls}>
          <button ref={previous} type="button" className={styles.arrow} aria-label={t('carouselPrevious')}>
            ‹
          </button>
          <button ref={next} type="button" className={styles.arrow} aria-label={t('carouselNext')}>
            ›
          </button>
        </div>
      )}
    </div>
  );
}
