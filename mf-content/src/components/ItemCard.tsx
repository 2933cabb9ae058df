import { CmsHtml, Picture, type SiteLanguage } from '@bank/shared-kit';
import type { CmsListItem } from '../api/cms-fields';
import { CmsLinkView } from './CmsLinkView';
import { ItemHeading, type ItemHeadingLevel } from './ItemHeading';
import shared from './blocks.module.css';

// A card is the width of a phone's column, half of a tablet's, a third or a quarter of the page above.
const CARD_PICTURE_SIZES = '(max-width: 600px) 100vw, (max-width: 1024px) 50vw, 320px';

/** One CMS list item as a card: picture, title, text and link. */
export function ItemCard({ item, headingLevel, language }: { item: CmsListItem; headingLevel: ItemHeadingLevel; language: SiteLanguage }) {
  return (
    <>
      {item.image && <Picture className={shared.cardImage} image={item.image} sizes={CARD_PICTURE_SIZES} />}
      <ItemHeading level={headingLevel} className={shared.cardTitle}>
        {item.title}
      </ItemHeading>
      <CmsHtml html={item.html} />
      {item.link && <CmsLinkView link={item.link} language={language} />}
    </>
  );
}
