import DOMPurify, { type WindowLike } from 'dompurify';

// In the browser DOMPurify uses the page's window; the server gives it one (jsdom) at start, so
// that server and browser sanitise alike and hydration sees the same markup.
let purifier: ReturnType<typeof DOMPurify> | null = DOMPurify.isSupported ? DOMPurify : null;

export function setSanitizerWindow(window: WindowLike): void {
  purifier = DOMPurify(window);
}

/**
 * CMS HTML is never trusted: scripts, event handlers and javascript: URLs are removed.
 * Without any DOM every tag is dropped, which is safe.
 */
export function sanitizeHtml(html: string): string {
  if (purifier) return purifier.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] });
  return html.replace(/<[^>]*>/g, '');
}
