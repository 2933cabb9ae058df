import { Carousel, CAROUSEL_AUTOPLAY_MS, type SiteLanguage } from '@bank/shared-kit';
import type { Slide } from './slides';

interface Props {
  slides: Slide[];
  label: string;
  language: SiteLanguage;
}

const ONE_SLIDE_AT_EVERY_WIDTH = { 0: 1 };

/**
 * A calculator's banners (spec 9): images one at a time in the site's carousel, autoplaying every 5000 ms, with
 * dots and no arrows, round and round. The server renders the first image in view, the only one loaded eagerly.
 */
export function CalculatorBanners({ slides, label, language }: Props) {
  return (
    <Carousel label={label} language={language} breakpoints={ONE_SLIDE_AT_EVERY_WIDTH} autoplayMs={CAROUSEL_AUTOPLAY_MS} controls="dots" loop>
      {slides.map((slide, index) => (
        <img
          key={slide.id}
          src={slide.image.url}
          alt={slide.image.alt}
          width={slide.image.width}
          height={slide.image.height}
          loading={index === 0 ? 'eager' : 'lazy'}
        />
      ))}
    </Carousel>
  );
}
