import { Carousel, CAROUSEL_AUTOPLAY_MS, Picture, type SiteLanguage } from '@bank/shared-kit';
import type { Slide } from './slides';

interface Props {
  slides: Slide[];
  label: string;
  language: SiteLanguage;
}

const ONE_SLIDE_AT_EVERY_WIDTH = { 0: 1 };

/**
 * A calculator's banners (spec 9): images one at a time in the site's carousel, autoplaying every 5000 ms, with
 * dots and no arrows, round and round. The server renders the first image in view, the only one loaded eagerly, preloaded.
 */
export function CalculatorBanners({ slides, label, language }: Props) {
  return (
    <Carousel label={label} language={language} breakpoints={ONE_SLIDE_AT_EVERY_WIDTH} autoplayMs={CAROUSEL_AUTOPLAY_MS} controls="dots" loop>
      {slides.map((slide, index) => (
        <Picture key={slide.id} image={slide.image} sizes="(max-width: 1024px) 100vw, 960px" priority={index === 0} />
      ))}
    </Carousel>
  );
}
