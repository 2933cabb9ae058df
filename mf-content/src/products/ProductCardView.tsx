import { SiteLink, type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../i18n/strings';
import { ItemHeading, type ItemHeadingLevel } from '../components/ItemHeading';
import { CompareToggle } from './CompareToggle';
import type { ProductCard, ProductLink } from './product-card';
import styles from './products.module.css';

function CardLink({ link, language }: { link: ProductLink; language: SiteLanguage }) {
  if (link.kind === 'internal')
    return (
      <SiteLink href={link.href} className={styles.link}>
        {link.title}
      </SiteLink>
    );
  if (link.kind === 'anchor')
    return (
      <a href={link.href} className={styles.link}>
        {link.title}
      </a>
    );
  return (
    <a href={link.href} className={styles.link} target="_blank" rel="noopener noreferrer">
      {link.title} <span className="bank-visually-hidden">{translator(language)('opensInNewWindow')}</span>
    </a>
  );
}

/** A product card: title, subtitle, action, description pairs, tags, list, link and the compare control. */
export function ProductCardView({ card, headingLevel, language }: { card: ProductCard; headingLevel: ItemHeadingLevel; language: SiteLanguage }) {
  return (
    <article className={`bank-card ${styles.card}`} aria-label={card.title}>
      {card.action && <p className={styles.action}>{card.action}</p>}
      <ItemHeading level={headingLevel} className={styles.title}>
        {card.title}
      </ItemHeading>
      {card.subtitle && <p className={styles.subtitle}>{card.subtitle}</p>}
      {card.tags.length > 0 && (
        <ul className={styles.tags}>
          {card.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
      {card.description.length > 0 && (
        <dl className={styles.pairs}>
          {card.description.map((pair) => (
            <div key={pair.first}>
              <dt>{pair.first}</dt>
              <dd>{pair.second}</dd>
            </div>
          ))}
        </dl>
      )}
      {card.list.length > 0 && (
        <ul className={styles.points}>
          {card.list.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        {card.link && <CardLink link={card.link} language={language} />}
        {card.canCompare && <CompareToggle card={card} language={language} />}
      </div>
    </article>
  );
}
