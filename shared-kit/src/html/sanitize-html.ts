import DOMPurify, { type WindowLike } from 'dompurify';
import { addSlideToggles, hasSlideToggles } from './slide-toggle';

// In the browser DOMPurify uses the page's window; the server gives it one (jsdom) at start, so
// that server and browser sanitise alike and hydration sees the same markup.
let purifier: ReturnType<typeof DOMPurify> | null = DOMPurify.isSupported ? DOMPurify : null;

const OPTIONS = { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] };

export function setSanitizerWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/**
 * CMS HTML is never trusted: scripts, event handlers and javascript: URLs are removed.
 * Without any DOM every tag is dropped, which is safe.
 */
export function sanitizeHtml(html: string): string {
  if (purifier) return purifier.sanitize(html, OPTIONS);
  return html.replace(/<[^>]*>/g, '');
}

/**
 * CMS HTML as the site shows it: sanitised, then with its slide_toggle items made collapsible.
 * `idPrefix` keeps the ids of the toggles unique on the page and equal on the server and in the browser.
 */
export function cmsMarkup(html: string, idPrefix: string): string {
  if (!purifier || !hasSlideToggles(html)) return sanitizeHtml(html);
  // With RETURN_DOM DOMPurify hands back the <body> holding the clean nodes (typed only as a Node).
  const body = purifier.sanitize(html, { ...OPTIONS, RETURN_DOM: true }) as Element;
  addSlideToggles(body, idPrefix);
  return body.innerHTML;
}
