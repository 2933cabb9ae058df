import { AFFILIATE_COOKIE_MAX_AGE_S } from '../site/constants';
import { cookieString, readCookies } from '../site/cookies';

/** Spec section 2: a path containing any of these is a partner or affiliate landing. */
export const AFFILIATE_PATH_FRAGMENTS = [
  'credits-sd',
  'credit-cards-sd',
  'credits-tsiliovuy-sd',
  '-kaf',
  'admitad',
  'card-credit',
  'leadsu',
  'doaffiliate',
  'creditpromo',
  'credit-card-white-xxl-lg',
  'credit-cards-promocode',
  'credits-promocode',
  'stormdigital',
  'upsaleme',
  'kyivstar',
  'leadgid',
  '-adsm',
] as const;

/**
 * The query parameters the partner networks put their click ids in; each is kept in a cookie of the
 * same name for the submission routine and the postbacks.
 */
export const AFFILIATE_CLICK_PARAMS = [
  'click_id',
  'clickid',
  'admitad_uid',
  'aff_sub',
  'transaction_id',
  'webmasterid',
  'wmid',
  'appid',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_content',
  'gclid',
] as const;

/** Which landing fragment brought the visitor, kept beside the click ids. */
export const AFFILIATE_LANDING_COOKIE = 'affiliate_landing';

export type AffiliateCookieName = (typeof AFFILIATE_CLICK_PARAMS)[number] | typeof AFFILIATE_LANDING_COOKIE;
export type AffiliateCookies = Partial<Record<AffiliateCookieName, string>>;

/** The first landing fragment the path contains, or null when it is not a landing. */
export function affiliateLandingOf(path: string): string | null {
  const lower = path.toLowerCase();
  return AFFILIATE_PATH_FRAGMENTS.find((fragment) => lower.includes(fragment)) ?? null;
}

/** The cookies a landing URL sets: its fragment and every click id in the query. Empty when not a landing. */
export function affiliateCookiesOf(path: string, search: string): AffiliateCookies {
  const landing = affiliateLandingOf(path);
  if (!landing) return {};
  const query = new URLSearchParams(search);
  const cookies: AffiliateCookies = { [AFFILIATE_LANDING_COOKIE]: landing };
  for (const name of AFFILIATE_CLICK_PARAMS) {
    const value = query.get(name);
    if (value) cookies[name] = value;
  }
  return cookies;
}

/** One Set-Cookie string: 30 hours (108,000 s), whole site, SameSite=Lax, Secure on https. */
export function affiliateCookieString(name: AffiliateCookieName, value: string, secure: boolean): string {
  return cookieString(name, value, { maxAgeSeconds: AFFILIATE_COOKIE_MAX_AGE_S, secure });
}

/** Called by the shell on every page opened: a landing URL stores its click ids in cookies. */
export function captureAffiliateLanding(location: Pick<Location, 'pathname' | 'search' | 'protocol'>): AffiliateCookies {
  const cookies = affiliateCookiesOf(location.pathname, location.search);
  for (const [name, value] of Object.entries(cookies) as [AffiliateCookieName, string][]) {
    document.cookie = affiliateCookieString(name, value, location.protocol === 'https:');
  }
  return cookies;
}

const COOKIE_NAMES: readonly string[] = [...AFFILIATE_CLICK_PARAMS, AFFILIATE_LANDING_COOKIE];

/** The affiliate cookies the visitor carries, for the submission payload and the postbacks. */
export function readAffiliateCookies(cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie): AffiliateCookies {
  return Object.fromEntries(Object.entries(readCookies(cookieHeader)).filter(([name]) => COOKIE_NAMES.includes(name))) as AffiliateCookies;
}
