import { CmsHtml, type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../../../i18n/strings';
import { ItemHeading, type ItemHeadingLevel } from '../../../components/ItemHeading';
import type { ListItem } from '../list-item';
import { pluralForm } from '../list-rules';
import styles from './lists.module.css';

/** "12 вакансій": the count with its word form in the page's language. */
function vacancyCount(count: number, language: SiteLanguage): string {
  return translator(language)(`vacancyCount_${pluralForm(count, language)}`, { count });
}

/** Open vacancies with their city and direction. */
export function VacancyList({
  items,
  headingLevel,
  count,
  language,
}: {
  items: ListItem[];
  headingLevel: ItemHeadingLevel;
  count: number;
  language: SiteLanguage;
}) {
  return (
    <>
      <p className={styles.count}>{vacancyCount(count, language)}</p>
      <ul className={styles.articles}>
        {items.map((item) => (
          <li key={item.id}>
            <article className={`bank-card ${styles.article}`}>
              <div>
                <ItemHeading level={headingLevel} className={styles.articleTitle}>
                  {item.title}
                </ItemHeading>
                {item.terms.length > 0 && <p className={styles.meta}>{item.terms.map((term) => term.name).join(' · ')}</p>}
                <CmsHtml html={item.html} className={styles.body} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
