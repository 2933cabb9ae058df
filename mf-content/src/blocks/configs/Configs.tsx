import { Carousel, carouselBreakpoints, type BlockProps } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import { CardGrid } from '../../components/CardGrid';
import { ItemCard } from '../../components/ItemCard';
import { itemHeadingLevel } from '../../components/ItemHeading';
import shared from '../../components/blocks.module.css';
import type { ConfigsData } from './load-configs';

/** CMS items as a slider (field_slider on) or as a grid of cards (off). */
export function Configs({ context, data }: BlockProps<ConfigsData>) {
  if (data.items.length === 0) return null;
  const t = translator(context.language);
  const headingLevel = itemHeadingLevel(Boolean(data.title));
  return (
    <section className={shared.block}>
      {data.title && <h2 className={shared.title}>{data.title}</h2>}
      {data.asSlider ? (
        <Carousel label={data.title ?? t('blockSlides')} language={context.language} breakpoints={carouselBreakpoints(data.desktopSlides)}>
          {data.items.map((item) => (
            <article key={item.title} className={`bank-card ${shared.card}`}>
              <ItemCard item={item} headingLevel={headingLevel} language={context.language} />
            </article>
          ))}
        </Carousel>
      ) : (
        <CardGrid items={data.items} headingLevel={headingLevel} language={context.language} />
      )}
    </section>
  );
}
