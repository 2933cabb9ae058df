import { useId, useState, type ReactNode } from 'react';
import { type SiteLanguage } from '@bank/shared-kit';
import { translator } from '../i18n/strings';
import shared from './blocks.module.css';

interface Props {
  language: SiteLanguage;
  /** What stays hidden until the visitor asks for it. */
  children: ReactNode;
}

/** The show-more wrapper: a disclosure whose button toggles between Show more and Show less (spec 4.7). */
export function ShowMore({ language, children }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const t = translator(language);
  return (
    <>
      <div id={id} hidden={!open}>
        {children}
      </div>
      <button type="button" className={`bank-secondary-button ${shared.button}`} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {open ? t('showLess') : t('showMore')}
      </button>
    </>
  );
}
