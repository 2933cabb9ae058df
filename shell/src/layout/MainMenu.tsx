import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { translator, type MenuLink, type SiteLanguage } from '@bank/shared-kit';
import { MenuLinkItem } from './MenuLinkItem';
import styles from './main-menu.module.css';

interface Props {
  links: MenuLink[];
  language: SiteLanguage;
}

/** The main menu: a bar on desktop, a burger below 1024 px (CSS decides which is visible). */
export function MainMenu({ links, language }: Props) {
  const t = translator(language);
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    // Spec: page scroll is locked while the menu is open.
    document.body.style.overflow = open ? 'hidden' : '';
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.body.style.overflow = '';
    };
  }, [open]);

  return (
    <nav aria-label={t('mainMenu')} className={styles.nav}>
      <button
        type="button"
        className={styles.burger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? t('closeMenu') : t('openMenu')}
      </button>
      <ul id={menuId} className={open ? `${styles.list} ${styles.open}` : styles.list}>
        {links.map((link) => (
          <li key={`${link.url}-${link.title}`} className={styles.item}>
            <MenuLinkItem link={link} language={language} className={styles.link} onNavigate={() => setOpen(false)} />
            {link.subtree.length > 0 && (
              <ul className={styles.submenu}>
                {link.subtree.map((child) => (
                  <li key={`${child.url}-${child.title}`}>
                    <MenuLinkItem link={child} language={language} className={styles.sublink} onNavigate={() => setOpen(false)} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
