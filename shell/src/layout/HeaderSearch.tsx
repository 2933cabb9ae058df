import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Search } from 'lucide';
import { Icon, translator, type SiteLanguage } from '@bank/shared-kit';
import styles from './header-search.module.css';

const SEARCH_ID = 'site-search';

/**
 * The header's search box; on phones an icon opens it below the header bar. The icon is a link to the box
 * (`#site-search`), which CSS shows as the `:target` before hydration and without script; with script it
 * opens in place, takes focus, and Escape closes it.
 */
export function HeaderSearch({ language, children }: { language: SiteLanguage; children: ReactNode }) {
  const t = translator(language);
  const [open, setOpen] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return;
    boxRef.current?.querySelector('input')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // Captured: the box's search field is a block hydrated as the box opens, and React stops a key pressed in a
    // block it has not finished hydrating from reaching the document's listeners.
    document.addEventListener('keydown', closeOnEscape, { capture: true });
    return () => document.removeEventListener('keydown', closeOnEscape, { capture: true });
  }, [open]);

  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    setOpen((wasOpen) => !wasOpen);
  };

  return (
    <>
      <a
        ref={toggleRef}
        href={`#${SEARCH_ID}`}
        className={`bank-round-button ${styles.toggle}`}
        aria-controls={SEARCH_ID}
        aria-expanded={open}
        onClick={toggle}
      >
        <Icon drawing={Search} size={22} />
        <span className="bank-visually-hidden">{t('openSearch')}</span>
      </a>
      <div ref={boxRef} id={SEARCH_ID} className={open ? `${styles.box} ${styles.open}` : styles.box}>
        {children}
      </div>
    </>
  );
}
