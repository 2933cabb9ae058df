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
}

/** Previous and next are disabled at the ends; page numbers appear only when there is more than one page. */
export function Pagination({ page, pageCount, language, onPageChange }: Props) {
  const t = translator(language);
  const numbers = paginationWindow(page, pageCount);
  if (numbers.length === 0) return null;
  return (
    <nav aria-label={t('pagination')} className={styles.pagination}>
      <button type="button" className={styles.arrow} disabled={page <= 0} onClick={() => onPageChange(page - 1)} aria-label={t('previousPage')}>
        ‹
      </button>
      <ul className={styles.numbers}>
        {numbers.map((number) => (
          <li key={number}>
            <button
              type="button"
              className={number === page ? `${styles.number} ${styles.current}` : styles.number}
              aria-current={number === page ? 'page' : undefined}
              aria-label={t('pageNumber', { n: number + 1 })}
              onClick={() => onPageChange(number)}
            >
              {number + 1}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.arrow}
        disabled={page >= pageCount - 1}
        onClick={() => onPageChange(page + 1)}
        aria-label={t('nextPage')}
      >
        ›
      </button>
    </nav>
  );
}
