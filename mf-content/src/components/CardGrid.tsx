import type { SiteLanguage } from '@bank/shared-kit';
import type { CmsListItem } from '../api/cms-fields';
import { ItemCard } from './ItemCard';
import type { ItemHeadingLevel } from './ItemHeading';
import shared from './blocks.module.css';

interface Props {
  items: CmsListItem[];
  headingLevel: ItemHeadingLevel;
  language: SiteLanguage;
}

/** CMS list items as a grid of cards. */
export function CardGrid({ items, headingLevel, language }: Props) {
  return (
    <ul className={shared.cards}>
      {items.map((item) => (
        <li key={item.title} className={`bank-card ${shared.card}`}>
          <ItemCard item={item} headingLevel={headingLevel} language={language} />
        </li>
      ))}
    </ul>
  );
}
