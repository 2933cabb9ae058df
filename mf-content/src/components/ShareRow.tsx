import { siteAddress, type MenuLink, type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../i18n/strings';
import styles from './share-row.module.css';

/** Share links from the social-share menu: each network's address followed by this page's full address. */
export function ShareRow({ links, path, language }: { links: MenuLink[]; path: string; language: SiteLanguage }) {
  const t = translator(language);
  if (links.length === 0) return null;
  // The page's canonical address: the same in the server's HTML and after hydration, and free of a visit's query.
  const pageUrl = siteAddress(path);
  return (
    <nav aria-label={t('share')} className={styles.share}>
      <span aria-hidden="true">{t('share')}:</span>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.url}>
            <a
              href={`${link.url}${encodeURIComponent(pageUrl)}`}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${t('shareOn', { network: link.title })} ${t('opensInNewWindow')}`}
            >
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
