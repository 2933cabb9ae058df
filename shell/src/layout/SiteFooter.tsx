import { useUnit } from 'effector-react';
import { translator, type MenuLink, type SiteLanguage } from '@bank/shared-kit';
import { $menus } from '../menus/menus-model';
import { MenuLinkItem } from '../menus/MenuLinkItem';
import styles from './site-footer.module.css';

function FooterMenu({ label, links, language }: { label: string; links: MenuLink[]; language: SiteLanguage }) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.menu}>
        {links.map((link) => (
          <li key={`${link.url}-${link.title}`}>
            <MenuLinkItem link={link} language={language} className={styles.link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ language }: { language: SiteLanguage }) {
  const menus = useUnit($menus);
  const t = translator(language);
  return (
    <footer className={styles.footer}>
      <div className={styles.main}>
        <FooterMenu label={t('footerMenu')} links={menus.footer} language={language} />
        <FooterMenu label={t('socialMenu')} links={menus.social} language={language} />
      </div>
      <div className={styles.bottom}>
        <FooterMenu label={t('footerBottomMenu')} links={menus.footerBottom} language={language} />
        <p className={styles.copyright}>{t('copyright')}</p>
      </div>
    </footer>
  );
}
