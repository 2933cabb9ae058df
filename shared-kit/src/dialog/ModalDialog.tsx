import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { X } from 'lucide';
import { Icon } from '../icons/Icon';
import { translator } from '../i18n/translate';
import type { DictionaryLanguage } from '../site/language';
import styles from './modal-dialog.module.css';
import { wrapTabFocus } from './wrap-tab-focus';

interface Props {
  open: boolean;
  title: string;
  language: DictionaryLanguage;
  onClose: () => void;
  /** What the × button says, when closing means more than "close" (the SMS popup's "Go back"). */
  closeLabel?: string;
  /** centre: a form or a message; wide: a comparison side by side; side: a panel on the right (partners). */
  layout?: DialogLayout;
  children: ReactNode;
}

export type DialogLayout = 'centre' | 'wide' | 'side';

/**
 * The WAI-ARIA modal dialog on the native <dialog>: showModal makes the page behind inert, Tab and
 * Shift+Tab wrap inside (the browser would otherwise leave for its own toolbar), Escape closes, and
 * focus returns to the control that opened it. Content another remote mounts inside (a form) is
 * included: the focusable elements are looked up at each Tab.
 */
export function ModalDialog({ open, title, language, onClose, closeLabel, layout = 'centre', children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const t = translator(language);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // jsdom has no showModal; the open attribute shows the same content there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      closeButton.current?.focus();
    }
    if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener.current?.focus();
    }
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    // React bubbles a key from a dialog nested inside (a form's result) up to this one: that dialog handles it.
    if (event.target instanceof Element && event.target.closest('dialog') !== event.currentTarget) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    wrapTabFocus(event);
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      className={layout === 'centre' ? styles.dialog : `${styles.dialog} ${styles[layout]}`}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
    >
      {/* The title is always in the DOM: Chromium does not name a dialog (rendered closed on the server)
          after an aria-labelledby target that appears only later. */}
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button ref={closeButton} type="button" className={styles.close} onClick={onClose} aria-label={closeLabel ?? t('close')}>
          <Icon drawing={X} size={20} />
        </button>
      </div>
      {open && <div className={styles.body}>{children}</div>}
    </dialog>
  );
}
