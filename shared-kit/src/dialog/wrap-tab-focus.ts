import { tabbable } from 'tabbable';

/**
 * Tab on the last control of a modal dialog goes to its first, Shift+Tab on the first to its last
 * (WAI-ARIA dialog pattern): showModal alone lets focus leave for the browser's own toolbar.
 * Controls are looked up at each press, so content mounted later (another remote's form) counts; tabbable
 * leaves out what is not drawn, such as a closed dialog nested inside (a form's result dialog).
 */
export function wrapTabFocus(event: { key: string; shiftKey: boolean; currentTarget: HTMLElement; preventDefault: () => void }) {
  if (event.key !== 'Tab') return;
  const focusable = tabbable(event.currentTarget);
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
