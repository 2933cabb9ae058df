import { useEffect, useState } from 'react';
import { DESKTOP_MIN_WIDTH, translator, type SiteLanguage } from '@bank/shared-kit';
import { mainMenuOpened } from '../menus/main-menu-model';
import { showsProductStrip } from '../page/page-kind';
import { useViewportCondition } from '../hooks/use-viewport-condition';
import styles from './product-strip.module.css';

interface Props {
  path: string;
  language: SiteLanguage;
}

interface SectionAnchor {
  id: string;
  title: string;
}

// Editors give section headings slug ids ("credit-tariffs"); ids React generates for widgets
// (useId: "_R_1_", ":r1:") are not sections.
const EDITOR_ID = /^[a-z][a-z0-9_-]*$/i;

/** The product's third-level section: the first h3 of the page an editor gave an anchor id. */
function findThirdLevelSection(): SectionAnchor | null {
  const heading = [...document.querySelectorAll<HTMLHeadingElement>('main h3[id]')].find((candidate) => EDITOR_ID.test(candidate.id));
  return heading ? { id: heading.id, title: heading.textContent?.trim() ?? '' } : null;
}

/** Product pages: a sticky strip with Menu, an anchor to the product's section and To top. */
export function ProductStrip({ path, language }: Props) {
  const t = translator(language);
  const shown = useViewportCondition((viewport) => showsProductStrip(path, viewport));
  const [section, setSection] = useState<SectionAnchor | null>(null);

  // The blocks render after the page, so the section is looked up when the strip appears.
  useEffect(() => {
    if (shown) setSection(findThirdLevelSection());
  }, [shown, path]);

  if (!shown) return null;

  const openMenu = () => {
    const desktop = window.matchMedia(`(min-width: ${DESKTOP_MIN_WIDTH}px)`).matches;
    if (desktop) window.scrollTo({ top: 0 });
    mainMenuOpened({ desktop });
  };
  const toTop = () => {
    window.scrollTo({ top: 0 });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <nav aria-label={t('productNavigation')} className={styles.strip}>
      <div className={styles.inner}>
        <button type="button" className={`bank-button ${styles.button}`} onClick={openMenu}>
          {t('menu')}
        </button>
        {section && (
          <a href={`#${section.id}`} className={styles.section}>
            {section.title}
          </a>
        )}
        <button type="button" className={`bank-button ${styles.button} ${styles.toTop}`} onClick={toTop}>
          {t('toTop')}
        </button>
      </div>
    </nav>
  );
}
