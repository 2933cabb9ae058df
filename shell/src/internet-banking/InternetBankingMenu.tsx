import { translator, type MenuLink, type SiteLanguage } from '@bank/shared-kit';
import { MenuLinkItem } from '../menus/MenuLinkItem';
import { useDisclosure } from '../hooks/use-disclosure';
import styles from './internet-banking-menu.module.css';

interface Props {
  menu: MenuLink;
  language: SiteLanguage;
}

/** The internet-banking login menu: the outside login pages for individuals and for business. */
export function InternetBankingMenu({ menu, language }: Props) {
  const t = translator(language);
  const { close, detailsRef, summaryRef, onToggle } = useDisclosure();
  if (menu.subtree.length === 0) return null;
  return (
    <details ref={detailsRef} className={styles.menu} onToggle={onToggle}>
      <summary ref={summaryRef} className={styles.button}>
        {menu.title || t('internetBanking')}
      </summary>
      <ul className={`bank-popup-panel ${styles.list}`}>
        {menu.subtree.map((link) => (
          <li key={link.url}>
            <MenuLinkItem link={link} language={language} className={styles.link} onNavigate={close} />
          </li>
        ))}
      </ul>
    </details>
  );
}
