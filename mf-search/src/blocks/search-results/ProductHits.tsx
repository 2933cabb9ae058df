import { useId } from 'react';
import { SiteLink, type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../../i18n/strings';
import type { SearchHit } from '../../rules/search-hit';
import styles from './search-results.module.css';

interface Props {
  hits: SearchHit[];
  language: SiteLanguage;
}

/** The bank's products that match the query (wise/search-product), each a link to its page. */
export function ProductHits({ hits, language }: Props) {
  const headingId = useId();
  if (hits.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {translator(language)('searchProducts')}
      </h2>
      <ul className={styles.products}>
        {hits.map((hit) => (
          <li key={hit.path} className="bank-card">
            <SiteLink href={hit.path} className={styles.productLink}>
              {hit.title}
            </SiteLink>
            {hit.description && <p className={styles.productDescription}>{hit.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
