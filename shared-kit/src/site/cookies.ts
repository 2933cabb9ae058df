import { parse, serialize } from 'cookie';

/**
 * The cookies of a `Cookie` header (document.cookie in the browser, the request's on the server), by the
 * `cookie` package: a value that does not decode is kept as sent, a malformed pair is skipped, never thrown.
 */
export function readCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const [name, value] of Object.entries(parse(header))) if (name && value !== undefined) cookies[name] = value;
  return cookies;
}

export interface CookieOptions {
  maxAgeSeconds: number;
  /** On https pages only: the cookie then never travels over plain http. */
  secure: boolean;
}

/**
 * A `document.cookie` assignment for the whole site, SameSite=Lax. None of the site's cookies can be
 * HttpOnly: the browser code that sets them also reads them (affiliate click ids, the canary choice).
 */
export function cookieString(name: string, value: string, { maxAgeSeconds, secure }: CookieOptions): string {
  return serialize(name, value, { maxAge: maxAgeSeconds, path: '/', sameSite: 'lax', secure });
}
