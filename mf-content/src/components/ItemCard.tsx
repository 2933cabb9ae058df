import { CmsHtml, type SiteLanguage } from '@bank/shared-kit';
import type { CmsListItem } from '../api/cms-fields';
import { CmsLinkView } from './CmsLinkView';
import shared from './blocks.module.css';

/** One CMS list item as a card: picture, title, text and link. */
export function ItemCard({ item, language }: { item: CmsListItem; language: SiteLanguage }) {
  return (
    <>
      {item.image && <img className={shared.cardImage} src={item.image.url} alt={item.image.alt} width={item.image.width} height={item.image.height} loading="lazy" />}
      <h3 className={shared.cardTitle}>{item.title}</h3>
      <CmsHtml html={item.html} />
      {item.link && <CmsLinkView link={item.link} language={language} />}
    </>
  );
}
