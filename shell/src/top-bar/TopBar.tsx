import { Link } from 'react-router-dom';
import { translator, type Audience, type MenuLink, type SiteLanguage } from '@bank/shared-kit';
import { MenuLinkItem } from '../menus/MenuLinkItem';
import styles from './top-bar.module.css';

interface Props {
  language: SiteLanguage;
  audience: Audience;
  appDownload: MenuLink | null;
}

const AUDIENCE_HOMES: Record<Audience, (language: SiteLanguage) => string> = {
  individuals: (language) => `/${language}`,
  business: (language) => `/${language}/business`,
};

/** The two home pages' top bar: the individuals/business switch and the app download link. */
export function TopBar({ language, audience, appDownload }: Props) {
  const t = translator(language);
  return (
    <div className={styles.topBar}>
      <nav aria-label={t('audienceSwitch')}>
        <ul className={styles.audiences}>
          {(['individuals', 'business'] as const).map((target) => (
            <li key={target}>
              <Link
                to={AUDIENCE_HOMES[target](language)}
                className={target === audience ? `${styles.audience} ${styles.current}` : styles.audience}
                aria-current={target === audience ? 'page' : undefined}
              >
                {t(target)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {appDownload && <MenuLinkItem link={appDownload} language={language} className={styles.app} />}
    </div>
  );
}
