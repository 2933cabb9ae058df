import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { SlidesByWidth } from './slides-by-width';

export interface SwiperSettings {
  breakpoints: SlidesByWidth;
  previous: HTMLElement | null;
  next: HTMLElement | null;
  /** Where the dots go, for a carousel with dots instead of arrows. */
  dots: HTMLElement | null;
  /** The last slide is followed by the first. */
  loop: boolean;
  /** Autoplay delay in ms; the carousel starts and stops it (focus, hover, its pause button, reduced motion). */
  autoplayMs: number | null;
  /** goToSlide holds `{{index}}` where swiper puts a dot's slide number. */
  messages: { previous: string; next: string; slide: string; goToSlide: string };
}

/** The slide show behind a carousel's markup. */
export interface SlideShow {
  play(playing: boolean): void;
  destroy(): void;
}

// Loaded only by a carousel's effect (a dynamic import): a page without a carousel never fetches swiper,
// and the server never runs it (it touches window).
export function startSwiper(root: HTMLElement, settings: SwiperSettings): SlideShow {
  const swiper = new Swiper(root, {
    modules: [A11y, Autoplay, Keyboard, Navigation, Pagination],
    spaceBetween: 16,
    breakpoints: Object.fromEntries(Object.entries(settings.breakpoints).map(([width, slidesPerView]) => [width, { slidesPerView }])),
    loop: settings.loop,
    navigation: { prevEl: settings.previous, nextEl: settings.next },
    pagination: settings.dots ? { el: settings.dots, clickable: true } : false,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: {
      prevSlideMessage: settings.messages.previous,
      nextSlideMessage: settings.messages.next,
      itemRoleDescriptionMessage: settings.messages.slide,
      paginationBulletMessage: settings.messages.goToSlide,
    },
    // Never on its own: the carousel decides when the slides move; a press on an arrow does not stop it for good.
    autoplay: settings.autoplayMs ? { delay: settings.autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: false } : false,
  });
  if (settings.autoplayMs) swiper.autoplay.stop();
  return {
    play: (playing) => {
      if (!settings.autoplayMs) return;
      if (playing) swiper.autoplay.start();
      else swiper.autoplay.stop();
      // APG: moving slides are not announced, still ones are. Swiper's a11y module says "off" for any carousel
      // with autoplay, and does not change it for a carousel stopped before it ever moved (reduced motion).
      swiper.wrapperEl.setAttribute('aria-live', playing ? 'off' : 'polite');
    },
    destroy: () => swiper.destroy(true, true),
  };
}
