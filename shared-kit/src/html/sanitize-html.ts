import DOMPurify from 'dompurify';

/**
 * CMS HTML is never trusted: scripts, event handlers and javascript: URLs are removed.
 * Where no DOM exists (server render without one) every tag is dropped, which is safe.
 */
export function sanitizeHtml(html: string): string {
  if (DOMPurify.isSupported) {
    return DOMPurify.sanitize(html, { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] });
  }
  return html.replace(/<[^>]*>/g, '');
}
