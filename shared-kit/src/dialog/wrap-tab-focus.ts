const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A closed dialog nested inside (a form's result dialog) renders nothing: its controls do not count. */
function isRendered(element: HTMLElement) {
  if (element.closest('[hidden]')) return false;
  // jsdom has no checkVisibility.
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

/**
 * Tab on the last control of a modal dialog goes to its first, Shift+Tab on the first to its last
 * (WAI-ARIA dialog pattern): showModal alone lets focus leave for the browser's own toolbar.
 * Controls are looked up at each press, so content mounted later (another remote's form) counts.
 */
export function wrapTabFocus(event: { key: string; shiftKey: boolean; currentTarget: HTMLElement; preventDefault: () => void }) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(isRendered);
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
