import { SiteLink, translator, type SiteLanguage } from '@bank/shared-kit';
import type { ListItem } from '../list-item';
import { plainText } from '../../../text/plain-text';
import styles from './lists.module.css';

/** Leadership and expert cards: photo, name, role or experience; experts link to their profile. */
export function PeopleList({ items, language, withProfileLink }: { items: ListItem[]; language: SiteLanguage; withProfileLink: boolean }) {
  const t = translator(language);
  return (
    <ul className={styles.people}>
      {items.map((item) => (
        <li key={item.id} className={styles.person}>
          {item.image && <img src={item.image.url} alt="" width={120} height={120} className={styles.portrait} loading="lazy" />}
          <h3 className={styles.personName}>{item.title}</h3>
          <p className={styles.meta}>{plainText(item.html)}</p>
          {withProfileLink && item.url && (
            <SiteLink href={item.url} aria-label={t('readMoreAbout', { title: item.title })}>
              {t('readMore')}
            </SiteLink>
          )}
        </li>
      ))}
    </ul>
  );
}
