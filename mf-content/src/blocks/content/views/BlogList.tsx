import { BLOG_EXCERPT_CHARS, excerpt, Picture, type SiteLanguage, SiteLink } from '@bank/shared-kit';
import { translator } from '../../../i18n/strings';
import { FormattedDate } from '../../../components/FormattedDate';
import { ItemHeading, type ItemHeadingLevel } from '../../../components/ItemHeading';
import type { ListItem } from '../list-item';
import styles from './lists.module.css';

interface Props {
  items: ListItem[];
  headingLevel: ItemHeadingLevel;
  language: SiteLanguage;
  /** On the blog page's own list a tag link filters it in place; elsewhere it opens the blog page. */
  onTag?: (tag: string) => void;
}

function blogTagHref(language: SiteLanguage, tag: string): string {
  return `/${language}/blog?tag=${encodeURIComponent(tag)}`;
}

/** Blog articles: image, date, author, a 255-character excerpt and tag links. */
export function BlogList({ items, headingLevel, language, onTag }: Props) {
  const t = translator(language);
  return (
    <ul className={styles.articles}>
      {items.map((item) => (
        <li key={item.id}>
          <article className={`bank-card ${styles.article}`}>
            {item.image && <Picture className={styles.articleImage} image={{ ...item.image, alt: '' }} sizes="(max-width: 600px) 100vw, 160px" />}
            <div>
              <ItemHeading level={headingLevel} className={styles.articleTitle}>
                {item.url ? <SiteLink href={item.url}>{item.title}</SiteLink> : item.title}
              </ItemHeading>
              <p className={styles.meta}>
                {item.created && <FormattedDate date={item.created} />}
                {item.author && (
                  <>
                    {' · '}
                    <span className="bank-visually-hidden">{t('blogAuthor')}: </span>
                    {item.author.url ? <SiteLink href={item.author.url}>{item.author.name}</SiteLink> : item.author.name}
                  </>
                )}
              </p>
              <p className={styles.summary}>{excerpt(item.html, BLOG_EXCERPT_CHARS)}</p>
              {item.tags.length > 0 && (
                <ul className={styles.tags} aria-label={t('blogTags')}>
                  {item.tags.map((tag) => (
                    <li key={tag.id}>
                      <SiteLink
                        className={styles.tag}
                        href={blogTagHref(language, tag.name)}
                        onClick={(event) => {
                          if (!onTag) return;
                          event.preventDefault();
                          onTag(tag.name);
                        }}
                      >
                        #{tag.name}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
