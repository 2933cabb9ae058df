import { Link } from 'react-router-dom';
import { useUnit } from 'effector-react';
import { translator, type BlockContext, type SiteLanguage } from '@bank/shared-kit';
import { $menus } from './menus-model';
import { MainMenu } from './MainMenu';
import { MenuLinkItem } from './MenuLinkItem';
import { LanguageToggle } from './LanguageToggle';
import { BlockSlot } from '../page/BlockSlot';
import { blockOwner } from '../page/block-table';
import { HEADER_SEARCH_BOX } from '../page/route-blocks';
import styles from './site-header.module.css';

interface Props {
  context: BlockContext;
  alternate?: Partial<Record<SiteLanguage, string>>;
}

export function SiteHeader({ context, alternate }: Props) {
  const menus = useUnit($menus);
  const t = translator(context.language);
  const searchOwner = blockOwner(HEADER_SEARCH_BOX);
  const homePath = context.audience === 'business' ? `/${context.language}/business` : `/${context.language}`;
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={homePath} className={styles.logo}>
          {t('siteName')}
        </Link>
        <MainMenu links={menus.main} language={context.language} />
        <div className={styles.cluster}>
          {menus.header.length > 0 && (
            <nav aria-label={t('secondMenu')}>
              <ul className={styles.secondMenu}>
                {menus.header.map((link) => (
                  <li key={`${link.url}-${link.title}`}>
                    <MenuLinkItem link={link} language={context.language} className={styles.secondLink} />
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {searchOwner && <BlockSlot owner={searchOwner} block={HEADER_SEARCH_BOX} context={context} />}
          <LanguageToggle language={context.language} path={context.path} alternate={alternate} />
        </div>
      </div>
    </header>
  );
}
