import { Carousel, carouselBreakpoints, type SiteLanguage } from '@bank/shared-kit';
import type { ItemHeadingLevel } from '../../../components/ItemHeading';
import { ProductCardView } from '../../../products/ProductCardView';
import styles from '../../../products/products.module.css';
import type { ListItem } from '../list-item';

interface Props {
  items: ListItem[];
  headingLevel: ItemHeadingLevel;
  language: SiteLanguage;
  /** The carousel variant: slides on desktop and its autoplay speed from the block settings. */
  carousel: { label: string; slides: number; autoplayMs: number | null } | null;
}

/** Product cards as a grid, or as the product carousel. */
export function ProductList({ items, headingLevel, language, carousel }: Props) {
  const cards = items.flatMap((item) => (item.product ? [item.product] : []));
  if (carousel) {
    return (
      <Carousel label={carousel.label} language={language} breakpoints={carouselBreakpoints(carousel.slides)} autoplayMs={carousel.autoplayMs}>
        {cards.map((card) => (
          <ProductCardView key={card.id} card={card} headingLevel={headingLevel} language={language} />
        ))}
      </Carousel>
    );
  }
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={card.id}>
          <ProductCardView card={card} headingLevel={headingLevel} language={language} />
        </li>
      ))}
    </ul>
  );
}
