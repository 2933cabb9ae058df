import { basicAuthHeader, contentCredentials, isLoopbackUrl, LOCAL_HUMAN_CHECK_SECRET, MissingSetting } from '@bank/tooling/content-credentials.mjs';

/** The stand-in's newsletter address book: used only while the content host is the stand-in on this machine. */
const STAND_IN_NEWSLETTER_BOOK = 'site-news';

function originOf(url, setting) {
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return parsed.origin;
  } catch {
    // reported below
  }
  throw new MissingSetting(`${setting} must be an http(s) origin, got "${url}"`);
}

/** fastify's trustProxy from TRUST_PROXY: a hop count, or addresses and ranges; unset, no proxy is trusted. */
function trustProxyFrom(value) {
  if (!value) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * What the edge needs from the environment, checked once at start. Secrets and the public origin fail
 * closed: pointed at a content host that is not the local stand-in, a missing one stops the server with
 * a message saying which. `port` gives the local origin while SITE_ORIGIN is unset.
 */
export function edgeSettings({ env = process.env, contentHost, port }) {
  const local = isLoopbackUrl(contentHost);
  const required = (name, localDefault) => {
    if (env[name]) return env[name];
    if (local) return localDefault;
    throw new MissingSetting(`${name} must be set when the content host (${contentHost}) is not the stand-in on this machine`);
  };
  const authorization = basicAuthHeader(contentCredentials(env, contentHost));
  const siteOrigin = originOf(required('SITE_ORIGIN', `http://localhost:${port}`), 'SITE_ORIGIN');
  return {
    contentHost: contentHost.replace(/\/$/, ''),
    authorization,
    // Canonical and hreflang links, cookies' Secure flag: never the Host header a visitor sends.
    siteOrigin,
    secure: siteOrigin.startsWith('https:'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    humanCheck: {
      verifyUrl: required('HUMAN_CHECK_VERIFY_URL', `${contentHost.replace(/\/$/, '')}/human-check/siteverify`),
      secret: required('HUMAN_CHECK_SECRET', LOCAL_HUMAN_CHECK_SECRET),
    },
    newsletterBook: required('NEWSLETTER_ADDRESS_BOOK', STAND_IN_NEWSLETTER_BOOK),
    // The e2e suite sends hundreds of forms from one address; its site multiplies every limit (never in production).
    limitFactor: Math.max(1, Number(env.ABUSE_LIMIT_FACTOR ?? 1) || 1),
    hstsMaxAge: Number(env.HSTS_MAX_AGE ?? (siteOrigin.startsWith('https:') ? 31_536_000 : 0)),
  };
}
