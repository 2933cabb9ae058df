import type { ReactNode } from 'react';
import { CmsHtml } from '@bank/shared-kit';
import type { CmsListItem } from '../api/cms-fields';
import { ItemHeading, itemHeadingLevel } from './ItemHeading';
import shared from './blocks.module.css';

interface Props {
  title: string | null;
  items: CmsListItem[];
  /** What a block adds to a card under its text (a button that opens more). */
  cardEnd?: (item: CmsListItem) => ReactNode;
  /** What a block adds after its cards (the dialog that button opens). */
  children?: ReactNode;
}

/** A block of text cards: the block's heading, then each card's heading and CMS text. */
export function TextCards({ title, items, cardEnd, children }: Props) {
  const headingLevel = itemHeadingLevel(Boolean(title));
  return (
    <section className={shared.block}>
      {title && <h2 className={shared.title}>{title}</h2>}
      <ul className={shared.cards}>
        {items.map((item) => (
          <li key={item.title} className={`bank-card ${shared.card}`}>
            <ItemHeading level={headingLevel} className={shared.cardTitle}>
              {item.title}
            </ItemHeading>
            <CmsHtml html={item.html} />
            {cardEnd?.(item)}
          </li>
        ))}
      </ul>
      {children}
    </section>
  );
}
