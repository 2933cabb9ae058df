import { Link } from 'react-router-dom';
import { translator, type Breadcrumb, type SiteLanguage } from '@bank/shared-kit';
import styles from './breadcrumbs.module.css';

interface Props {
  crumbs: Breadcrumb[];
  language: SiteLanguage;
}

/** The page's trail from the content system; a crumb without a link is plain text. */
export function Breadcrumbs({ crumbs, language }: Props) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={translator(language)('breadcrumbs')} className={styles.breadcrumbs}>
      <ol className={styles.trail}>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${index}-${crumb.title}`} className={styles.crumb}>
              {crumb.url ? (
                <Link to={crumb.url} aria-current={last ? 'page' : undefined}>
                  {crumb.title}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.title}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
