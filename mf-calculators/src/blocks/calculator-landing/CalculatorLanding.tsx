import { type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import { CalculatorBanners } from '../../carousel/CalculatorBanners';
import { slidesOf } from '../../carousel/slides';
import { CalculatorSection } from '../../calculator/CalculatorSection';
import type { CalculatorData } from '../../calculator/load-calculator-data';

/** The landing calculator: an image carousel above the calculator and its form; field_custom_design no_image drops the carousel. */
export function CalculatorLanding({ block, context, data }: BlockProps<CalculatorData>) {
  const t = translator(context.language);
  const slides = block.attributes.field_custom_design === 'no_image' ? [] : slidesOf(block.attributes.field_slider);
  return (
    <CalculatorSection
      block={block}
      context={context}
      data={data}
      intro={slides.length > 0 ? <CalculatorBanners slides={slides} label={t('calcBanners')} language={context.language} /> : undefined}
    />
  );
}
