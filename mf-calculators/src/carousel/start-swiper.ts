import Swiper from 'swiper';
import { A11y, Autoplay, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/a11y';

export interface CarouselMessages {
  carousel: string;
  slide: string;
  /** With `{{index}}` where the slide number goes. */
  goToSlide: string;
}

// Loaded only by a carousel's effect (a dynamic import): pages without a carousel never fetch swiper,
// and the server never runs it.
export function startSwiper(root: HTMLElement, pagination: HTMLElement, autoplayMs: number, messages: CarouselMessages): Swiper {
  return new Swiper(root, {
    modules: [A11y, Autoplay, Pagination],
    loop: true,
    // Spec 9: autoplay every 5000 ms, dots, no arrows.
    autoplay: { delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true },
    pagination: { el: pagination, clickable: true },
    a11y: {
      containerRoleDescriptionMessage: messages.carousel,
      itemRoleDescriptionMessage: messages.slide,
      paginationBulletMessage: messages.goToSlide,
    },
  });
}
