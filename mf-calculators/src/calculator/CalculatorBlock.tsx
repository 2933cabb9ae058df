import { type BlockProps } from '@bank/shared-kit';
import { translator } from '../i18n/strings';
import { CalculatorBanners } from '../carousel/CalculatorBanners';
import { slidesOf } from '../carousel/slides';
import { CalculatorSection } from './CalculatorSection';
import type { CalculatorData } from './load-calculator-data';

/** A calculator block of any type, with the calculator banner slider when the block has banners. */
export function CalculatorBlock({ block, context, data }: BlockProps<CalculatorData>) {
  const t = translator(context.language);
  const banners = slidesOf(block.attributes.field_slider);
  return (
    <CalculatorSection
      block={block}
      context={context}
      data={data}
      intro={banners.length > 0 ? <CalculatorBanners slides={banners} label={t('calcBanners')} language={context.language} /> : undefined}
    />
  );
}
