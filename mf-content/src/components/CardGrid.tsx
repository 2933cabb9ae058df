import type { SiteLanguage } from '@bank/shared-kit';
import type { CmsListItem } from '../api/cms-fields';
import { ItemCard } from './ItemCard';
import shared from './blocks.module.css';

/** CMS list items as a grid of cards. */
export function CardGrid({ items, language, id }: { items: CmsListItem[]; language: SiteLanguage; id?: string }) {
  return (
    <ul id={id} className={shared.cards}>
      {items.map((item) => (
        <li key={item.title} className={shared.card}>
          <ItemCard item={item} language={language} />
        </li>
      ))}
    </ul>
  );
}
