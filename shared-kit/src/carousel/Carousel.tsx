import { Children, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '../icons/Icon';
import { translator } from '../i18n/translate';
import type { DictionaryLanguage } from '../site/language';
import type { SlidesByWidth } from './slides-by-width';
import type { SlideShow } from './start-swiper';
import styles from './carousel.module.css';

interface Props {
  /** The carousel's name: what its slides are. */
  label: string;
  language: DictionaryLanguage;
  breakpoints: SlidesByWidth;
  /** Autoplay delay in ms; none or 0 keeps it still. */
  autoplayMs?: number | null;
  /** Previous/next arrows below the slides, or dots (spec 9: the calculators' banners have dots, no arrows). */
  controls?: 'arrows' | 'dots';
  /** The last slide is followed by the first. */
  loop?: boolean;
  children: ReactNode;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The site's one carousel (WAI-ARIA carousel pattern). The server and the first render show the slides as a
 * scrollable row; swiper is imported on demand in an effect and, if it cannot load, the row stays usable.
 * An autoplaying carousel has a stop/start button first (WCAG 2.2.2), stops for good once focus enters its
 * slides or arrows, pauses while the pointer is over it, and does not start under prefers-reduced-motion.
 * It is a group, not a region: it sits in its block's section, a landmark that already bears the name.
 */
export function Carousel({ label, language, breakpoints, autoplayMs, controls = 'arrows', loop = false, children }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  const rotation = useRef<HTMLButtonElement>(null);
  const show = useRef<SlideShow | null>(null);
  const [started, setStarted] = useState(false);
  const [rotating, setRotating] = useState(Boolean(autoplayMs));
  const [hovered, setHovered] = useState(false);
  const t = translator(language);
  const slides = Children.toArray(children);
  const rotates = Boolean(autoplayMs) && slides.length > 1;
  // One slide at every width: before swiper starts (and on the server) the first fills the row, as it will after.
  const oneSlide = Object.values(breakpoints).every((count) => count === 1);

  useEffect(() => {
    if (window.matchMedia(REDUCED_MOTION).matches) setRotating(false);
    let destroyed = false;
    import('./start-swiper')
      .then(({ startSwiper }) => {
        if (destroyed || !root.current) return;
        show.current = startSwiper(root.current, {
          breakpoints,
          previous: previous.current,
          next: next.current,
          dots: dots.current,
          loop,
          autoplayMs: autoplayMs || null,
          messages: {
            previous: t('carouselPrevious'),
            next: t('carouselNext'),
            slide: t('carouselSlide'),
            goToSlide: t('carouselGoToSlide', { n: '{{index}}' }),
          },
        });
        setStarted(true);
      })
      .catch((error: unknown) => console.warn('carousel: swiper did not load, the slides stay a scrollable row', error));
    return () => {
      destroyed = true;
      show.current?.destroy();
      show.current = null;
    };
    // The slides and settings of a block do not change while it is mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (started) show.current?.play(rotates && rotating && !hovered);
  }, [started, rotates, rotating, hovered]);

  // APG: rotation stops when focus enters the carousel and resumes only from the stop/start button.
  const focusEntered = (event: FocusEvent) => {
    if (event.target !== rotation.current) setRotating(false);
  };

  return (
    <div
      className={oneSlide ? `${styles.carousel} ${styles.oneSlide}` : styles.carousel}
      role="group"
      aria-roledescription={t('carousel')}
      aria-label={label || undefined}
      onFocus={focusEntered}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {rotates && (
        <button ref={rotation} type="button" className={`bank-button ${styles.rotation}`} onClick={() => setRotating(!rotating)}>
          {rotating ? t('carouselStop') : t('carouselStart')}
        </button>
      )}
      <div ref={root} className={`swiper ${styles.viewport}`}>
        {/* Divs, not a list: Swiper's a11y module gives each slide role="group" (a list item cannot have it). */}
        <div className={`swiper-wrapper ${styles.track}`}>
          {slides.map((slide, index) => (
            <div key={index} className={`swiper-slide ${styles.slide}`}>
              {slide}
            </div>
          ))}
        </div>
        {controls === 'dots' && slides.length > 1 && <div ref={dots} className={`swiper-pagination ${styles.dots}`} />}
      </div>
      {controls === 'arrows' && slides.length > 1 && (
        <div className={styles.controls}>
          <button ref={previous} type="button" className={`bank-square-button ${styles.arrow}`} aria-label={t('carouselPrevious')}>
            <Icon drawing={ChevronLeft} size={20} />
          </button>
          <button ref={next} type="button" className={`bank-square-button ${styles.arrow}`} aria-label={t('carouselNext')}>
            <Icon drawing={ChevronRight} size={20} />
          </button>
        </div>
      )}
    </div>
  );
}
