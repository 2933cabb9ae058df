/**
 * Controls whose click does nothing without script. A click on one before its block hydrated does
 * nothing, and would be lost; a link or a submit button already did its own work in the browser.
 */
const SCRIPTED_CONTROL = 'button[type="button"], [role="tab"], [role="button"], [role="switch"]';

/** A click on a block's server HTML before the block hydrated, to be given to the block once it has. */
export interface EarlyClick {
  path: number[];
  tagName: string;
  text: string | null;
}

/**
 * A tab that links to its panel (shared-kit's tabs): the link's own work shows the panel only without script
 * (`@media (scripting: none)`), so with script its click waits for the block like a button's.
 */
function isTabLink(control: Element): boolean {
  return control.matches('a[role="tab"][href^="#"]');
}

/** The click on `target` inside `place`, when it landed on a control that needs the block's script. */
export function earlyClickOn(place: Element, target: Element): EarlyClick | null {
  const control = target.closest(SCRIPTED_CONTROL);
  if (!control || !place.contains(control) || (control.closest('a[href]') && !isTabLink(control))) return null;
  const path: number[] = [];
  for (let node: Element = control; node !== place && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return { path, tagName: control.tagName, text: control.textContent };
}

/**
 * Clicks the control again in the hydrated block: the element at the same place in its HTML, if it is
 * still the same control (hydration keeps the server's elements; a block rendered afresh may not).
 */
export function replayEarlyClick(place: Element, click: EarlyClick): void {
  let node: Element | undefined = place;
  for (const index of click.path) node = node?.children[index];
  if (node instanceof HTMLElement && node.tagName === click.tagName && node.textContent === click.text) node.click();
}
