import type { ReactNode } from 'react';
import styles from './show-more.module.css';

interface Props {
  /** The toggle's words while the content is hidden ("Show more"). */
  showLabel: string;
  /** Its words while the content shows ("Show less"). */
  hideLabel: string;
  /** The look of the toggle: a button pattern of patterns.css, or a remote's own class. */
  toggleClassName?: string;
  /** Where the toggle stands once the content shows: after it (Show less at its end) or before it, as a caption. */
  toggleAt?: 'end' | 'start';
  /** What stays hidden until the visitor asks for it. */
  children: ReactNode;
}

/**
 * "Show more": content behind a native disclosure, so it opens before hydration and without script, and the browser
 * tells assistive technology whether it is expanded. The toggle follows the content it opened (where the browser lays
 * a disclosure out as a flex box) unless it is a caption, and its words follow the state by CSS alone, so the server's
 * markup is the browser's in both states.
 */
export function ShowMore({ showLabel, hideLabel, toggleClassName = 'bank-secondary-button', toggleAt = 'end', children }: Props) {
  return (
    <details className={`${styles.showMore} ${toggleAt === 'end' ? styles.toggleAtEnd : ''}`}>
      <summary className={`${toggleClassName} ${styles.toggle}`}>
        <span className={styles.showLabel}>{showLabel}</span>
        <span className={styles.hideLabel}>{hideLabel}</span>
      </summary>
      {children}
    </details>
  );
}
