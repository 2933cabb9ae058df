import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { DESKTOP_MIN_WIDTH, translator, type MenuLink, type SiteLanguage } from '@bank/shared-kit';
import { MenuLinkItem } from './MenuLinkItem';
import { $mainMenu, $mainMenuOpen, burgerToggled, mainMenuClosed, menuTabClicked } from './main-menu-model';
import { useScrollLock } from './use-scroll-lock';
import styles from './main-menu.module.css';

interface Props {
  links: MenuLink[];
  language: SiteLanguage;
}

const isDesktop = () => window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches;

/**
 * The main menu: a bar of top tabs from 1024 px, a burger below (CSS decides which is visible).
 * Each tab is a link to its section and, when it has a submenu, a disclosure button beside it
 * (the WAI-ARIA disclosure navigation pattern with top-level links).
 */
export function MainMenu({ links, language }: Props) {
  const t = translator(language);
  const menuId = useId();
  const { burgerOpen, activeTab } = useUnit($mainMenu);
  const open = useUnit($mainMenuOpen);
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLButtonElement>(null);

  useScrollLock(open);
  useEffect(() => {
    mainMenuClosed();
  }, [pathname, language]);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const tabButton = activeTab === null ? null : navRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${activeTab}"]`);
      mainMenuClosed();
      (isDesktop() ? tabButton : burgerRef.current)?.focus();
    };
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) mainMenuClosed();
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOnOutsidePress);
    };
  }, [open, activeTab]);

  return (
    <nav ref={navRef} aria-label={t('mainMenu')} className={styles.nav}>
      <button
        ref={burgerRef}
        type="button"
        className={styles.burger}
        aria-expanded={burgerOpen}
        aria-controls={menuId}
        onClick={() => burgerToggled()}
      >
        <span aria-hidden="true" className={styles.burgerIcon} />
        {burgerOpen ? t('closeMenu') : t('openMenu')}
      </button>
      <ul id={menuId} className={burgerOpen ? `${styles.list} ${styles.open}` : styles.list}>
        {links.map((link, index) => {
          const panelId = `${menuId}-${index}`;
          const active = activeTab === index;
          return (
            <li key={`${link.url}-${link.title}`} className={active ? `${styles.item} ${styles.active}` : styles.item}>
              <div className={styles.tab}>
                <MenuLinkItem link={link} language={language} className={styles.link} onNavigate={() => mainMenuClosed()} />
                {link.subtree.length > 0 && (
                  <button
                    type="button"
                    data-tab={index}
                    className={styles.tabToggle}
                    aria-expanded={active}
                    aria-controls={panelId}
                    aria-label={t('submenuOf', { title: link.title })}
                    onClick={() => menuTabClicked({ index, desktop: isDesktop() })}
                  >
                    <span aria-hidden="true" className={styles.chevron} />
                  </button>
                )}
              </div>
              {link.subtree.length > 0 && (
                <ul id={panelId} className={styles.submenu} hidden={!active}>
                  {link.subtree.map((child) => (
                    <li key={`${child.url}-${child.title}`}>
                      <MenuLinkItem link={child} language={language} className={styles.sublink} onNavigate={() => mainMenuClosed()} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
