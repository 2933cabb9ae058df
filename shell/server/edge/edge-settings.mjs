import {
  basicAuthHeader,
  contentCredentials,
  isLoopbackUrl,
  LOCAL_HUMAN_CHECK_SECRET,
  LOCAL_VISITOR_PROOF_KEY,
  MissingSetting,
} from '@bank/tooling/content-credentials.mjs';

/** The stand-in's newsletter address book: used only while the content host is the stand-in on this machine. */
const STAND_IN_NEWSLETTER_BOOK = 'site-news';
// reCAPTCHA v3 answers success for bots too; its score (0 bot … 1 human) tells them apart. Google's suggested start.
const DEFAULT_HUMAN_SCORE = 0.5;
// An HMAC key shorter than its hash's output is guessable sooner than the hash.
const MIN_PROOF_KEY_LENGTH = 32;

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
  const minScore = Number(env.HUMAN_CHECK_MIN_SCORE ?? DEFAULT_HUMAN_SCORE);
  if (!(minScore >= 0 && minScore <= 1)) throw new MissingSetting(`HUMAN_CHECK_MIN_SCORE must be a number from 0 to 1, got "${env.HUMAN_CHECK_MIN_SCORE}"`);
  const humanCheck = {
    verifyUrl: required('HUMAN_CHECK_VERIFY_URL', `${contentHost.replace(/\/$/, '')}/human-check/siteverify`),
    secret: required('HUMAN_CHECK_SECRET', LOCAL_HUMAN_CHECK_SECRET),
    minScore,
    // The verifier names the site the token was made on: a token made on another site is not this site's visitor.
    hostname: new URL(siteOrigin).hostname,
  };
  const proofKey = required('VISITOR_PROOF_KEY', LOCAL_VISITOR_PROOF_KEY);
  if (proofKey.length < MIN_PROOF_KEY_LENGTH) throw new MissingSetting(`VISITOR_PROOF_KEY must be at least ${MIN_PROOF_KEY_LENGTH} characters`);
  return {
    contentHost: contentHost.replace(/\/$/, ''),
    authorization,
    // Canonical and hreflang links, cookies' Secure flag: never the Host header a visitor sends.
    siteOrigin,
    secure: siteOrigin.startsWith('https:'),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    humanCheck,
    proofKey,
    newsletterBook: required('NEWSLETTER_ADDRESS_BOOK', STAND_IN_NEWSLETTER_BOOK),
    // The e2e suite sends hundreds of forms from one address; its site multiplies every limit (never in production).
    limitFactor: Math.max(1, Number(env.ABUSE_LIMIT_FACTOR ?? 1) || 1),
    hstsMaxAge: Number(env.HSTS_MAX_AGE ?? (siteOrigin.startsWith('https:') ? 31_536_000 : 0)),
  };
}
