import styles from './cms-html.module.css';

/** CMS editors mark a collapsible item with this class: its first element is the title, the rest collapses. */
const SLIDE_TOGGLE_CLASS = 'slide_toggle';
/** Added beside slide_toggle: opening the item does not scroll the page to it. */
const SLIDE_TOGGLE_NO_SCROLL_CLASS = 'slide_toggle_no_scroll';

const TOGGLE_ATTRIBUTE = 'data-slide-toggle';

export function hasSlideToggles(html: string): boolean {
  return html.includes(SLIDE_TOGGLE_CLASS);
}

/**
 * Whether sanitised CMS HTML, as the server renders it, needs the browser's code: only its slide
 * toggles open and close by script (sanitising leaves no script of the content's own).
 */
export function cmsHtmlNeedsScript(html: string): boolean {
  return hasSlideToggles(html);
}

/**
 * Turns each slide_toggle item of sanitised CMS markup into the WAI-ARIA disclosure pattern: its title
 * keeps its element (a heading stays a heading) and wraps a button with aria-expanded and aria-controls;
 * the rest of the item moves into a panel, hidden until the button opens it. Ids start with `idPrefix`
 * (React's useId), so the server and the browser write the same markup.
 */
export function addSlideToggles(container: Element, idPrefix: string): void {
  const items = [...container.querySelectorAll(`.${SLIDE_TOGGLE_CLASS}`)];
  items.forEach((item, index) => {
    const title = item.firstElementChild;
    if (!title || title.matches('a, button') || !title.nextSibling) return;
    const document = item.ownerDocument;
    const panelId = `${idPrefix}-slide-toggle-${index}`;

    const button = document.createElement('button');
    button.type = 'button';
    button.className = styles.toggle ?? '';
    button.setAttribute('aria-expanded', 'false');
    button.setAttribute('aria-controls', panelId);
    button.setAttribute(TOGGLE_ATTRIBUTE, '');
    button.append(...title.childNodes);
    title.append(button);

    const panel = document.createElement('div');
    panel.id = panelId;
    panel.className = styles.panel ?? '';
    panel.hidden = true;
    while (title.nextSibling) panel.append(title.nextSibling);
    item.append(panel);
    item.classList.add(styles.item ?? '');
  });
}

/** Opens or closes the item whose toggle was clicked (Enter and Space click a button too). */
export function onSlideToggleClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const button = target?.closest<HTMLButtonElement>(`button[${TOGGLE_ATTRIBUTE}]`);
  if (!button || !(event.currentTarget instanceof Element) || !event.currentTarget.contains(button)) return;
  const panel = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) return;
  const opening = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(opening));
  panel.hidden = !opening;
  const item = button.closest(`.${SLIDE_TOGGLE_CLASS}`);
  // The opened text may run below the fold: it is brought into view unless the editor chose no scroll.
  if (opening && !item?.classList.contains(SLIDE_TOGGLE_NO_SCROLL_CLASS)) panel.scrollIntoView({ block: 'nearest' });
}
