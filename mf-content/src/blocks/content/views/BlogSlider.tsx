import { BLOG_EXCERPT_CHARS, SiteLink, type SiteLanguage } from '@bank/shared-kit';
import { Carousel } from '../../../components/Carousel';
import { EXPERT_BLOG_BREAKPOINTS } from '../../../components/carousel-breakpoints';
import { FormattedDate } from '../../../components/FormattedDate';
import type { ListItem } from '../list-item';
import { excerpt } from '../list-rules';
import styles from './lists.module.css';

/** The expert blog block, variant block_2: the articles as a slider of 3, 2 or 1 slides. */
export function BlogSlider({ items, label, language, autoplayMs }: { items: ListItem[]; label: string; language: SiteLanguage; autoplayMs: number | null }) {
  return (
    <Carousel label={label} language={language} breakpoints={EXPERT_BLOG_BREAKPOINTS} autoplayMs={autoplayMs}>
      {items.map((item) => (
        <article key={item.id} className={styles.article}>
          <div>
            {item.image && <img className={styles.slideImage} src={item.image.url} alt="" width={item.image.width} height={item.image.height} loading="lazy" />}
            <h3 className={styles.articleTitle}>{item.url ? <SiteLink href={item.url}>{item.title}</SiteLink> : item.title}</h3>
            {item.created && <FormattedDate iso={item.created} language={language} className={styles.date} />}
            <p className={styles.summary}>{excerpt(item.html, BLOG_EXCERPT_CHARS)}</p>
          </div>
        </article>
      ))}
    </Carousel>
  );
}
