import { CmsHtml, type SiteLanguage } from '@bank/shared-kit';
import type { CmsListItem } from '../api/cms-fields';
import { CmsLinkView } from './CmsLinkView';
import { ItemHeading, type ItemHeadingLevel } from './ItemHeading';
import shared from './blocks.module.css';

/** One CMS list item as a card: picture, title, text and link. */
export function ItemCard({ item, headingLevel, language }: { item: CmsListItem; headingLevel: ItemHeadingLevel; language: SiteLanguage }) {
  return (
    <>
      {item.image && <img className={shared.cardImage} src={item.image.url} alt={item.image.alt} width={item.image.width} height={item.image.height} loading="lazy" />}
      <ItemHeading level={headingLevel} className={shared.cardTitle}>
        {item.title}
      </ItemHeading>
      <CmsHtml html={item.html} />
      {item.link && <CmsLinkView link={item.link} language={language} />}
    </>
  );
}
