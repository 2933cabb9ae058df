import { translator, type MenuLink, type SiteLanguage } from '@bank/shared-kit';
import { MenuLinkItem } from '../menus/MenuLinkItem';
import { showsQuickPay } from '../page/page-kind';
import { useDisclosure } from '../hooks/use-disclosure';
import { useViewportCondition } from '../hooks/use-viewport-condition';
import styles from './quick-pay.module.css';

interface Props {
  links: MenuLink[];
  language: SiteLanguage;
}

/** The floating quick-pay panel from the quickly-pay menu: above 500 px wide, after 700 px of scroll. */
export function QuickPay({ links, language }: Props) {
  const t = translator(language);
  const shown = useViewportCondition(showsQuickPay);
  const { close, detailsRef, summaryRef, onToggle } = useDisclosure();
  if (!shown || links.length === 0) return null;
  return (
    <nav aria-label={t('quickPay')} className={styles.quickPay}>
      <details ref={detailsRef} className={styles.disclosure} onToggle={onToggle}>
        <summary ref={summaryRef} className={styles.button}>
          {t('quickPay')}
        </summary>
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.url}>
              <MenuLinkItem link={link} language={language} className={styles.link} onNavigate={close} />
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
