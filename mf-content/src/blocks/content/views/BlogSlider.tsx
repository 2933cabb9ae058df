import { BLOG_EXCERPT_CHARS, Carousel, DESKTOP_MIN_WIDTH, excerpt, Picture, type SiteLanguage, SiteLink, type SlidesByWidth } from '@bank/shared-kit';
import { FormattedDate } from '../../../components/FormattedDate';
import { ItemHeading, type ItemHeadingLevel } from '../../../components/ItemHeading';
import type { ListItem } from '../list-item';
import styles from './lists.module.css';

/** The expert blog slider: 3, 2 or 1 slides above 1024, 1024 and 700 px (shell spec 2). */
const EXPERT_BLOG_BREAKPOINTS: SlidesByWidth = { 0: 1, 701: 2, [DESKTOP_MIN_WIDTH + 1]: 3 };

interface Props {
  items: ListItem[];
  headingLevel: ItemHeadingLevel;
  label: string;
  language: SiteLanguage;
  autoplayMs: number | null;
}

/** The expert blog block, variant block_2: the articles as a slider of 3, 2 or 1 slides. */
export function BlogSlider({ items, headingLevel, label, language, autoplayMs }: Props) {
  return (
    <Carousel label={label} language={language} breakpoints={EXPERT_BLOG_BREAKPOINTS} autoplayMs={autoplayMs}>
      {items.map((item) => (
        <article key={item.id} className={`bank-card ${styles.article}`}>
          <div>
            {item.image && (
              <Picture className={styles.slideImage} image={{ ...item.image, alt: '' }} sizes="(max-width: 600px) 100vw, (max-width: 1024px) 50vw, 33vw" />
            )}
            <ItemHeading level={headingLevel} className={styles.articleTitle}>
              {item.url ? <SiteLink href={item.url}>{item.title}</SiteLink> : item.title}
            </ItemHeading>
            {item.created && <FormattedDate date={item.created} className={styles.date} />}
            <p className={styles.summary}>{excerpt(item.html, BLOG_EXCERPT_CHARS)}</p>
          </div>
        </article>
      ))}
    </Carousel>
  );
}
