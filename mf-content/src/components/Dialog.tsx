import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab and Shift+Tab wrap inside the dialog: a modal dialog alone would let focus leave for the browser's own controls. */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[hidden]'));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog on the native <dialog>: showModal makes the rest of the page inert (focus stays
 * inside), Escape closes it, and focus goes back to the control that opened it.
 */
export function Dialog({ open, title, language, onClose, placement = 'centre', children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
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
      // Named by its title directly: an id-based reference can go stale when a server-rendered block hydrates.
      aria-label={title}
      className={placement === 'right' ? `${styles.dialog} ${styles.right}` : styles.dialog}
      onKeyDown={keepFocusInside}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <div className={styles.header}>
            <h2 className={styles.title}>
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
