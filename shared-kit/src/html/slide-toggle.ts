import styles from './cms-html.module.css';

/** CMS editors mark a collapsible item with this class: its first element is the title, the rest collapses. */
const SLIDE_TOGGLE_CLASS = 'slide_toggle';
/** Added beside slide_toggle: opening the item does not scroll the page to it. */
const SLIDE_TOGGLE_NO_SCROLL_CLASS = 'slide_toggle_no_scroll';

export function hasSlideToggles(html: string): boolean {
  return html.includes(SLIDE_TOGGLE_CLASS);
}

/**
 * Whether sanitised CMS HTML, as the server renders it, needs the browser's code: its slide toggles
 * open without script, but bringing the opened text into view is script's (sanitising leaves no script
 * of the content's own).
 */
export function cmsHtmlNeedsScript(html: string): boolean {
  return hasSlideToggles(html);
}

/**
 * Turns each slide_toggle item of sanitised CMS markup into a native disclosure, so that it opens before
 * hydration and without script: its title keeps its element (a heading stays a heading) inside the
 * disclosure's summary, and the rest of the item moves into the disclosure's panel.
 */
export function addSlideToggles(container: Element): void {
  for (const item of container.querySelectorAll(`.${SLIDE_TOGGLE_CLASS}`)) {
    const title = item.firstElementChild;
    if (!title || title.matches('a, button') || !title.nextSibling) continue;
    const document = item.ownerDocument;

    const disclosure = document.createElement('details');
    const summary = document.createElement('summary');
    summary.className = styles.toggle ?? '';
    const panel = document.createElement('div');
    panel.className = styles.panel ?? '';
    while (title.nextSibling) panel.append(title.nextSibling);
    summary.append(title);
    disclosure.append(summary, panel);
    item.append(disclosure);
    item.classList.add(styles.item ?? '');
  }
}

/**
 * Brings an opened item's text into view unless the editor chose no scroll. Listened for in the capture
 * phase: a disclosure's toggle event does not bubble.
 */
export function onSlideToggle(event: Event): void {
  const disclosure = event.target instanceof HTMLDetailsElement ? event.target : null;
  const item = disclosure?.parentElement;
  if (!disclosure?.open || !item?.classList.contains(SLIDE_TOGGLE_CLASS) || item.classList.contains(SLIDE_TOGGLE_NO_SCROLL_CLASS)) return;
  disclosure.lastElementChild?.scrollIntoView({ block: 'nearest' });
}
