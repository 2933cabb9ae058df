import { CmsHtml, excerpt, Picture, SiteLink } from '@bank/shared-kit';
import { FormattedDate } from '../../../components/FormattedDate';
import { ItemHeading, type ItemHeadingLevel } from '../../../components/ItemHeading';
import type { ListItem } from '../list-item';
import type { ListKind } from '../list-kinds';
import { excerptLength } from '../list-rules';
import styles from './lists.module.css';

interface Props {
  items: ListItem[];
  headingLevel: ItemHeadingLevel;
  kind: ListKind;
  fields: string[];
}

/** News, reports, documents and the other article-like lists, showing the fields of the view mode. */
export function ArticleList({ items, headingLevel, kind, fields }: Props) {
  const shows = (field: string) => fields.includes(field);
  return (
    <ul className={styles.articles}>
      {items.map((item) => (
        <li key={item.id}>
          <article className={`bank-card ${styles.article}`}>
            {shows('image') && item.image && (
              <Picture className={styles.articleImage} image={{ ...item.image, alt: '' }} sizes="(max-width: 600px) 100vw, 160px" />
            )}
            <div>
              <ItemHeading level={headingLevel} className={styles.articleTitle}>
                {item.url ? <SiteLink href={item.url}>{item.title}</SiteLink> : item.title}
              </ItemHeading>
              {shows('created') && item.created && <FormattedDate date={item.created} className={styles.date} />}
              {shows('summary') && <p className={styles.summary}>{excerpt(item.html, excerptLength(kind))}</p>}
              {shows('body') && <CmsHtml html={item.html} className={styles.body} />}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
