import { Picture, plainText, type SiteLanguage, SiteLink } from '@bank/shared-kit';
import { translator } from '../../../i18n/strings';
import { SocialLinks } from '../../../components/SocialLinks';
import { ItemHeading, type ItemHeadingLevel } from '../../../components/ItemHeading';
import type { ListItem } from '../list-item';
import styles from './lists.module.css';

interface Props {
  items: ListItem[];
  headingLevel: ItemHeadingLevel;
  language: SiteLanguage;
  withProfileLink: boolean;
}

/** Leadership and expert cards: photo, name, role or experience; experts show their socials and link to their profile. */
export function PeopleList({ items, headingLevel, language, withProfileLink }: Props) {
  const t = translator(language);
  return (
    <ul className={styles.people}>
      {items.map((item) => (
        <li key={item.id} className={styles.person}>
          {item.image && <Picture className={styles.portrait} image={{ ...item.image, alt: '' }} sizes="120px" />}
          <ItemHeading level={headingLevel} className={styles.personName}>
            {item.title}
          </ItemHeading>
          <p className={styles.meta}>{plainText(item.html)}</p>
          <SocialLinks socials={item.socials} label={t('expertSocialsOf', { name: item.title })} language={language} />
          {withProfileLink && item.url && (
            <SiteLink href={item.url} aria-label={t('readMoreAbout', { title: item.title })} className={styles.profileLink}>
              {t('readMore')}
            </SiteLink>
          )}
        </li>
      ))}
    </ul>
  );
}
