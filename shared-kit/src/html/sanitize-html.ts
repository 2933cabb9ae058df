import type { WindowLike } from 'dompurify';
import { addSlideToggles, hasSlideToggles } from './slide-toggle';

type Purifier = ReturnType<(typeof import('dompurify'))['default']>;

const OPTIONS = { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] };

let purifier: Purifier | null = null;
let ready = false;
let loading: Promise<void> | null = null;
const readyListeners = new Set<() => void>();

/**
 * DOMPurify (11 KB gzip) is not on a page's critical path: the HTML a server-rendered page shows was
 * sanitised on the server, so the browser needs DOMPurify only for CMS HTML it renders itself, and
 * loads it then. The server passes the window it sanitises in (jsdom) and waits for it before its
 * first render, so that server and browser sanitise alike and hydration sees the same markup.
 */
export function loadSanitizer(window?: WindowLike): Promise<void> {
  loading ??= import('dompurify').then(
    ({ default: DOMPurify }) => {
      purifier = window ? DOMPurify(window) : DOMPurify.isSupported ? DOMPurify : null;
      ready = true;
      readyListeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      // Its chunk did not arrive: the next CMS fragment to render asks again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export const isSanitizerReady = (): boolean => ready;

export function onSanitizerReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/**
 * CMS HTML is never trusted: scripts, event handlers and javascript: URLs are removed.
 * Without DOMPurify (not loaded yet, or no DOM) every tag is dropped, which is safe.
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
