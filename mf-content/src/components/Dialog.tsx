import { useEffect, useId, useRef, type ReactNode } from 'react';
import { translator, type DictionaryLanguage } from '@bank/shared-kit';
import styles from './dialog.module.css';

interface Props {
  open: boolean;
  title: string;
  language: DictionaryLanguage;
  onClose: () => void;
  /** Partners open as a panel on the right; everything else in the centre. */
  placement?: 'right' | 'centre';
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: showModal makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus goes back to the control that opened it.
 */
export function Dialog({ open, title, language, onClose, placement = 'centre', children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const t = translator(language);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener.current?.focus();
    }
  }, [open]);

  useEffect(() => () => opener.current?.focus(), []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={placement === 'right' ? `${styles.dialog} ${styles.right}` : styles.dialog}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')}>
              ×
            </button>
          </div>
          <div className={styles.body}>{children}</div>
        </>
      )}
    </dialog>
  );
}
