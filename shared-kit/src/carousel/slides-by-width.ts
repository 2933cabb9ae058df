import { DESKTOP_MIN_WIDTH, MOBILE_MAX_WIDTH } from '../site/constants';

/** Slides per view from a minimum window width (px), for Swiper's `breakpoints`. */
export type SlidesByWidth = Record<number, number>;

/** Carousels (spec 9): all the slides on desktop, half of them on tablet rounded up, one on mobile. */
export function carouselBreakpoints(desktopSlides: number): SlidesByWidth {
  return { 0: 1, [MOBILE_MAX_WIDTH]: Math.ceil(desktopSlides / 2), [DESKTOP_MIN_WIDTH]: desktopSlides };
}
