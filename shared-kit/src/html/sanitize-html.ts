import type { WindowLike } from 'dompurify';
import { addSlideToggles, hasSlideToggles } from './slide-toggle';

type Purifier = ReturnType<(typeof import('dompurify'))['default']>;

const OPTIONS = { ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form'] };

/**
 * Where the server keeps what it has sanitised: the same CMS fragments are sanitised for every visitor,
 * and DOMPurify on jsdom is the costliest part of a render. The browser keeps nothing.
 */
export type SanitisedFragments = (fragment: string, sanitise: () => string) => string;

let purifier: Purifier | null = null;
let remembered: SanitisedFragments = (_fragment, sanitise) => sanitise();
let ready = false;
let loading: Promise<void> | null = null;
const readyListeners = new Set<() => void>();

/**
 * DOMPurify (11 KB gzip) is not on a page's critical path: the HTML a server-rendered page shows was
 * sanitised on the server, so the browser needs DOMPurify only for CMS HTML it renders itself, and
 * loads it then. The server passes the window it sanitises in (jsdom) and waits for it before its
 * first render, so that server and browser sanitise alike and hydration sees the same markup.
 */
export function loadSanitizer(window?: WindowLike, fragments?: SanitisedFragments): Promise<void> {
  if (fragments) remembered = fragments;
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
  const loaded = purifier;
  if (loaded) return remembered(html, () => loaded.sanitize(html, OPTIONS));
  return html.replace(/<[^>]*>/g, '');
}

/** CMS HTML as the site shows it: sanitised, then with its slide_toggle items made collapsible. */
export function cmsMarkup(html: string): string {
  const loaded = purifier;
  if (!loaded || !hasSlideToggles(html)) return sanitizeHtml(html);
  // Remembered apart from the same HTML sanitised alone.
  return remembered(`slide-toggles\u0000${html}`, () => {
    // With RETURN_DOM DOMPurify hands back the <body> holding the clean nodes (typed only as a Node).
    const body = loaded.sanitize(html, { ...OPTIONS, RETURN_DOM: true }) as Element;
    addSlideToggles(body);
    return body.innerHTML;
  });
}
