import { useId } from 'react';
import { translator, type MenuLink, type SiteLanguage } from '@bank/shared-kit';
import { MenuLinkItem } from '../layout/MenuLinkItem';
import { useDisclosure } from '../layout/use-disclosure';
import styles from './internet-banking-menu.module.css';

interface Props {
  menu: MenuLink;
  language: SiteLanguage;
}

/** The internet-banking login menu: the outside login pages for individuals and for business. */
export function InternetBankingMenu({ menu, language }: Props) {
  const t = translator(language);
  const listId = useId();
  const { open, toggle, close, containerRef, buttonRef } = useDisclosure();
  if (menu.subtree.length === 0) return null;
  return (
    <div ref={containerRef} className={styles.menu}>
      <button ref={buttonRef} type="button" className={styles.button} aria-expanded={open} aria-controls={listId} onClick={toggle}>
        {menu.title || t('internetBanking')}
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {menu.subtree.map((link) => (
          <li key={link.url}>
            <MenuLinkItem link={link} language={language} className={styles.link} onNavigate={close} />
          </li>
        ))}
      </ul>
    </div>
  );
}
