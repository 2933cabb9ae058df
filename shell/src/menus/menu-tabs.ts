/**
 * Spec: on desktop a click on a top tab switches the active menu (a click on the active one keeps it);
 * on small screens a click on the active tab collapses it.
 */
export function nextActiveTab(active: number | null, clicked: number, desktop: boolean): number | null {
  if (desktop) return clicked;
  return active === clicked ? null : clicked;
}
