import { cookieString, DEFAULT_LANGUAGE, NOTICE_HIDE_MS, readCookies, SITE_LANGUAGES } from '@bank/shared-kit';
import { isNoticeDismissed, parseDismissedAt } from './notice-visibility';

/**
 * The time the visitor closed the notice, kept on the device as a cookie: the page server reads it too, so a
 * closed notice is not in the next page's HTML (without script the close is a form the server answers).
 */
const NOTICE_CLOSED_COOKIE = 'bank_notice_closed';

/** The `Set-Cookie` / `document.cookie` value for a notice closed at `closedAt`: it lives the 12 hours the spec keeps it hidden. */
export function noticeClosedCookie(closedAt: number, secure: boolean): string {
  return cookieString(NOTICE_CLOSED_COOKIE, String(closedAt), { maxAgeSeconds: NOTICE_HIDE_MS / 1000, secure });
}

/** Whether a `Cookie` header (a request's, or document.cookie) says the notice was closed less than 12 hours ago. */
export function isNoticeClosedBy(cookieHeader: string, now: number): boolean {
  return isNoticeDismissed(parseDismissedAt(readCookies(cookieHeader)[NOTICE_CLOSED_COOKIE] ?? null), now);
}

/** Where the notice's close form posts without script: a page route of the shell's server, not an /api call. */
export const NOTICE_CLOSE_ACTION = '/notice/close';

// A page of this site: a language, then path segments of letters, digits, "_", "-", "." and percent escapes
// (a search page's query). The URL parser has already resolved any "..".
const SITE_PAGE_PATH = new RegExp(`^/(?:${SITE_LANGUAGES.join('|')})(?:/[\\w%.-]+)*/?$`);
const ANY_ORIGIN = 'http://site.invalid';

/**
 * The page the close form came from, to go back to: a path (and query) of this site, or the home page. Never
 * another origin, a protocol-relative "//host" or a scheme: the form's field is the visitor's to change.
 */
export function noticeReturnPath(returnTo: unknown): string {
  const home = `/${DEFAULT_LANGUAGE}`;
  if (typeof returnTo !== 'string' || !returnTo.startsWith('/')) return home;
  const url = new URL(returnTo, ANY_ORIGIN);
  if (url.origin !== ANY_ORIGIN || !SITE_PAGE_PATH.test(url.pathname)) return home;
  return url.pathname + url.search;
}
