import { Link } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { translator, type BlockContext, type SiteLanguage } from '@bank/shared-kit';
import { $menus } from '../menus/menus-model';
import { headerMenuParts } from './header-menu-parts';
import { isHomePath } from '../page/page-kind';
import { MainMenu } from './MainMenu';
import { MenuLinkItem } from '../menus/MenuLinkItem';
import { LanguageToggle } from './LanguageToggle';
import { HeaderSearch } from './HeaderSearch';
import { TopBar } from '../top-bar/TopBar';
import { InternetBankingMenu } from '../internet-banking/InternetBankingMenu';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { AccessibilityPanel } from '../accessibility/AccessibilityPanel';
import { BlockSlot } from '../page/BlockSlot';
import { blockOwner } from '../federation/block-table';
import { HEADER_SEARCH_BOX } from '../page/route-blocks';
import { ScrollAwareHeader } from './ScrollAwareHeader';
import styles from './site-header.module.css';

interface Props {
  context: BlockContext;
  alternate?: Partial<Record<SiteLanguage, string>>;
}

/**
 * Top bar (home pages), logo, second menu, the right-hand cluster and the main menu. On phones the bar is one
 * row (logo, search, bell, menu) and the top bar, second menu and the other tools are inside the burger; with
 * script it sticks to the top, steps aside while the visitor reads down and comes back when they scroll up.
 */
export function SiteHeader({ context, alternate }: Props) {
  const menus = useUnit($menus);
  const { language } = context;
  const t = translator(language);
  const { second, internetBanking, appDownload } = headerMenuParts(menus.header);
  const searchOwner = blockOwner(HEADER_SEARCH_BOX);
  const homePath = context.audience === 'business' ? `/${language}/business` : `/${language}`;
  const topBar = isHomePath(context.path) && <TopBar language={language} audience={context.audience} appDownload={appDownload} />;
  const secondMenu = second.length > 0 && (
    <nav aria-label={t('secondMenu')}>
      <ul className={styles.secondMenu}>
        {second.map((link) => (
          <li key={`${link.url}-${link.title}`}>
            <MenuLinkItem link={link} language={language} className={styles.secondLink} />
          </li>
        ))}
      </ul>
    </nav>
  );
  const tools = (
    <>
      <AccessibilityPanel language={language} />
      {internetBanking && <InternetBankingMenu menu={internetBanking} language={language} />}
      <LanguageToggle language={language} path={context.path} alternate={alternate} />
    </>
  );
  // Each of these is rendered twice and CSS shows one: the bar's copy from 768 px, the burger's below it.
  const phoneLinks = (
    <>
      {secondMenu}
      {topBar}
    </>
  );
  return (
    <ScrollAwareHeader className={styles.header}>
      {topBar && <div className={styles.wideOnly}>{topBar}</div>}
      <div className={styles.bar}>
        <Link to={homePath} className={styles.logo} aria-label={t('logoHome')}>
          {t('siteName')}
        </Link>
        {secondMenu && <div className={styles.wideOnly}>{secondMenu}</div>}
        <div className={styles.cluster} role="group" aria-label={t('headerTools')}>
          {searchOwner && (
            <HeaderSearch language={language}>
              <BlockSlot owner={searchOwner} block={HEADER_SEARCH_BOX} context={context} siteWide />
            </HeaderSearch>
          )}
          <NotificationsBell language={language} />
          <div className={styles.wideTools}>{tools}</div>
        </div>
      </div>
      <div className={styles.menuRow}>
        <MainMenu links={menus.main} language={language} phoneTools={<div className={styles.phoneToolRow}>{tools}</div>} phoneLinks={phoneLinks} />
      </div>
    </ScrollAwareHeader>
  );
}
