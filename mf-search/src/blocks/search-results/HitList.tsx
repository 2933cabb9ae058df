import { SiteLink } from '@bank/shared-kit';
import type { SearchHit } from '../../rules/search-hit';
import styles from './search-results.module.css';

/** The articles of one audience tab, each a link to its field_path. */
export function HitList({ hits }: { hits: SearchHit[] }) {
  return (
    <ul className={styles.hits}>
      {hits.map((hit) => (
        <li key={hit.path} className={styles.hit}>
          <SiteLink href={hit.path} className={styles.hitLink}>
            {hit.title}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
