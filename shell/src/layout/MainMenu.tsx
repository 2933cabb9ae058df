import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { createFocusTrap } from 'focus-trap';
import { DESKTOP_MIN_WIDTH, translator, type MenuLink, type SiteLanguage } from '@bank/shared-kit';
import { MenuLinkItem } from '../menus/MenuLinkItem';
import { $mainMenu, $mainMenuOpen, burgerToggled, mainMenuClosed, menuTabClicked } from '../menus/main-menu-model';
import { useScrollLock } from '../hooks/use-scroll-lock';
import { useDismiss } from '../hooks/use-dismiss';
import styles from './main-menu.module.css';

interface Props {
  links: MenuLink[];
  language: SiteLanguage;
  /**
   * What the header bar holds from 768 px; on phones it is in the open burger: the tools above the menu (their
   * popups then lie over the links instead of lengthening the panel, which jumped when one closed), links below.
   */
  phoneTools?: ReactNode;
  phoneLinks?: ReactNode;
}

const isDesktop = () => window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches;

/**
 * The main menu: a bar of top tabs from 1024 px, a burger below (CSS decides which is visible).
 * Each tab is a link to its section and, when it has a submenu, a disclosure button beside it
 * (the WAI-ARIA disclosure navigation pattern with top-level links).
 */
export function MainMenu({ links, language, phoneTools, phoneLinks }: Props) {
  const t = translator(language);
  const menuId = useId();
  const { burgerOpen, activeTab } = useUnit($mainMenu);
  const open = useUnit($mainMenuOpen);
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const burgerRef = useRef<HTMLDetailsElement>(null);
  const burgerSummaryRef = useRef<HTMLElement>(null);
  const burgerAdopted = useRef(false);

  useScrollLock(open);
  useEffect(() => {
    mainMenuClosed();
  }, [pathname, language]);
  // The burger is a <details> that opens without script; the model follows it. Opened before hydration:
  // the model adopts that, instead of closing it.
  useEffect(() => {
    const burger = burgerRef.current;
    if (!burger) return;
    if (!burgerAdopted.current) {
      burgerAdopted.current = true;
      if (burger.open && !burgerOpen) burgerToggled();
      return;
    }
    if (burger.open !== burgerOpen) burger.open = burgerOpen;
  }, [burgerOpen]);
  const followBurger = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (event.currentTarget.open !== burgerOpen) burgerToggled();
  };
  // The open burger covers the page: Tab stays inside it, and closing it gives focus back to what opened
  // it (the burger or the product strip's Menu) instead of leaving it on a link now hidden, or <body>.
  useEffect(() => {
    const nav = navRef.current;
    if (!burgerOpen || !nav || isDesktop()) return;
    const trap = createFocusTrap(nav, { escapeDeactivates: false, allowOutsideClick: true, returnFocusOnDeactivate: true });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [burgerOpen]);
  useDismiss(
    () => open,
    navRef,
    (how) => {
      const tabButton = activeTab === null ? null : navRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${activeTab}"]`);
      mainMenuClosed();
      if (how === 'escape') (isDesktop() ? tabButton : burgerSummaryRef.current)?.focus();
    },
  );

  return (
    <nav ref={navRef} aria-label={t('mainMenu')} className={styles.nav}>
      <details ref={burgerRef} className={styles.burger} onToggle={followBurger}>
        {/* The name stays "Menu": the summary itself tells open from closed. */}
        <summary ref={burgerSummaryRef} className={`bank-button ${styles.burgerButton}`} aria-controls={menuId}>
          <span aria-hidden="true" className={styles.burgerIcon} />
          {t('menu')}
        </summary>
      </details>
      <div id={menuId} className={burgerOpen ? `${styles.panel} ${styles.open}` : styles.panel}>
        {phoneTools && <div className={styles.phoneOnly}>{phoneTools}</div>}
        <ul className={styles.list}>
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
        {phoneLinks && <div className={styles.phoneOnly}>{phoneLinks}</div>}
      </div>
    </nav>
  );
}
