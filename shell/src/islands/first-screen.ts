/** Whether an element of the server's HTML shows on the screen the page opened on. */
export function isInFirstScreen(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView;
  const height = view?.innerHeight ?? 0;
  return rect.bottom > 0 && rect.top < height && rect.height > 0;
}

/** Whether CSS lays the element out at all (not `display: none`, itself or an ancestor); jsdom cannot tell, so yes. */
export function isLaidOut(element: Element): boolean {
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}
