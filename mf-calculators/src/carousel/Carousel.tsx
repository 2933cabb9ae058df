import { useEffect, useRef, useState } from 'react';
import { CAROUSEL_AUTOPLAY_MS, Picture } from '@bank/shared-kit';
import { type Translate } from '../i18n/strings';
import type { Slide } from './slides';
import styles from './carousel.module.css';

interface Props {
  slides: Slide[];
  label: string;
  t: Translate;
}

interface Autoplay {
  autoplay: { start(): void; stop(): void };
  destroy(): void;
}

/**
 * An image carousel: autoplay every 5000 ms, dots, no arrows, and a pause button (WCAG 2.2.2). The slides
 * are plain markup (the server renders the first one in view); swiper is fetched and started in the browser.
 */
export function Carousel({ slides, label, t }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const dots = useRef<HTMLDivElement>(null);
  const swiper = useRef<Autoplay | null>(null);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    let current = true;
    import('./start-swiper')
      .then(({ startSwiper }) => {
        if (!current || !root.current || !dots.current) return;
        swiper.current = startSwiper(root.current, dots.current, CAROUSEL_AUTOPLAY_MS, {
          carousel: t('calcCarousel'),
          slide: t('calcSlide'),
          goToSlide: t('calcGoToSlide', { n: '{{index}}' }),
        });
      })
      .catch((error: unknown) => console.error('calculator carousel: swiper did not load', error));
    return () => {
      current = false;
      swiper.current?.destroy();
      swiper.current = null;
    };
    // The translator follows the block's language, fixed for the life of the block.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (slides.length === 0) return null;

  const togglePlaying = () => {
    if (playing) swiper.current?.autoplay.stop();
    else swiper.current?.autoplay.start();
    setPlaying(!playing);
  };

  return (
    <section className={styles.carousel} aria-label={label}>
      <div ref={root} className={`swiper ${styles.viewport}`}>
        <div className={`swiper-wrapper ${styles.track}`}>
          {slides.map((slide, index) => (
            <div key={slide.id} className={`swiper-slide ${styles.slide}`} aria-label={t('calcSlideOf', { n: index + 1, total: slides.length })}>
              <Picture className={styles.image} image={slide.image} sizes="(max-width: 1024px) 100vw, 960px" priority={index === 0} />
            </div>
          ))}
        </div>
        <div ref={dots} className={`swiper-pagination ${styles.dots}`} />
      </div>
      {slides.length > 1 && (
        <button type="button" className={styles.pause} onClick={togglePlaying}>
          {playing ? t('calcPauseSlides') : t('calcPlaySlides')}
        </button>
      )}
    </section>
  );
}
