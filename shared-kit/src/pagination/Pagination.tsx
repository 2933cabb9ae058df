import type { MouseEvent, ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '../icons/Icon';
import { translator } from '../i18n/translate';
import type { DictionaryLanguage } from '../site/language';
import { paginationWindow } from './pagination-window';
import styles from './pagination.module.css';

interface Props {
  /** Zero-based. */
  page: number;
  pageCount: number;
  language: DictionaryLanguage;
  onPageChange: (page: number) => void;
  /**
   * The address of a page, for a list whose page is in the URL: the pager is then links, which work
   * before and without script (a plain left click is taken by onPageChange). Without it, buttons.
   */
  hrefOf?: (page: number) => string;
}

const isPlainLeftClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface ControlProps extends Pick<Props, 'onPageChange' | 'hrefOf'> {
  target: number;
  disabled?: boolean;
  current?: boolean;
  className: string | undefined;
  label: string;
  children: ReactNode;
}

function PageControl({ target, disabled = false, current = false, className, label, children, onPageChange, hrefOf }: ControlProps) {
  const ariaCurrent = current ? 'page' : undefined;
  if (!hrefOf) {
    return (
      <button type="button" className={className} disabled={disabled} aria-current={ariaCurrent} aria-label={label} onClick={() => onPageChange(target)}>
        {children}
      </button>
    );
  }
  // A link has no disabled state: at the ends the arrow is a link to nowhere, announced as unavailable.
  if (disabled) {
    return (
      // eslint-disable-next-line jsx-a11y/anchor-is-valid -- the disabled-link pattern: no href, aria-disabled
      <a role="link" aria-disabled="true" className={className} aria-label={label}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={hrefOf(target)}
      className={className}
      aria-current={ariaCurrent}
      aria-label={label}
      onClick={(event) => {
        if (!isPlainLeftClick(event)) return;
        event.preventDefault();
        onPageChange(target);
      }}
    >
      {children}
    </a>
  );
}

/** Previous and next are disabled at the ends; page numbers appear only when there is more than one page. */
export function Pagination({ page, pageCount, language, onPageChange, hrefOf }: Props) {
  const t = translator(language);
  const numbers = paginationWindow(page, pageCount);
  if (numbers.length === 0) return null;
  const links = { onPageChange, hrefOf };

  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <PageControl {...links} target={page - 1} disabled={page <= 0} className={`bank-square-button ${styles.arrow}`} label={t('previousPage')}>
        <Icon drawing={ChevronLeft} size={20} />
      </PageControl>
      <ul className={styles.numbers}>
        {numbers.map((number) => (
          <li key={number}>
            <PageControl
              {...links}
              target={number}
              current={number === page}
              className={number === page ? `bank-square-button ${styles.number} ${styles.current}` : `bank-square-button ${styles.number}`}
              label={t('pageNumber', { n: number + 1 })}
            >
              {number + 1}
            </PageControl>
          </li>
        ))}
      </ul>
      <PageControl {...links} target={page + 1} disabled={page >= pageCount - 1} className={`bank-square-button ${styles.arrow}`} label={t('nextPage')}>
        <Icon drawing={ChevronRight} size={20} />
      </PageControl>
    </nav>
  );
}
