// The basic-auth pair for the content host. Only servers read it: the stand-in checks it, the
// shell's proxy adds it. Local defaults exist for the stand-in on this machine only: pointed at any
// other host, a server without CONTENT_AUTH_USER and CONTENT_AUTH_PASSWORD refuses to start.
export const LOCAL_CONTENT_CREDENTIALS = { user: 'bank-site', password: 'stand-in-only-password' };
/** The secret the site gives the stand-in's human-check verifier (HUMAN_CHECK_SECRET elsewhere). */
export const LOCAL_HUMAN_CHECK_SECRET = 'stand-in-human-check-secret';
/** The key the edge signs its proofs to a visitor with (a checked phone, an order id): VISITOR_PROOF_KEY elsewhere. */
export const LOCAL_VISITOR_PROOF_KEY = 'stand-in-visitor-proof-key-for-this-machine-only';

/** A host on this machine (the stand-in of `npm start`, a test's fake host), by its URL. */
export function isLoopbackUrl(url) {
  let hostname;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

export class MissingSetting extends Error {
  constructor(message) {
    super(message);
    this.name = 'MissingSetting';
  }
}

/**
 * The credentials for `contentHost`: from the environment, or the stand-in's local pair when the host
 * is on this machine. Omit the host for the stand-in itself.
 */
export function contentCredentials(env = process.env, contentHost = null) {
  const user = env.CONTENT_AUTH_USER;
  const password = env.CONTENT_AUTH_PASSWORD;
  if (user && password) return { user, password };
  if (contentHost !== null && !isLoopbackUrl(contentHost)) {
    throw new MissingSetting(
      `CONTENT_AUTH_USER and CONTENT_AUTH_PASSWORD must be set for the content host ${contentHost}; the local defaults serve the stand-in on this machine only`,
    );
  }
  return LOCAL_CONTENT_CREDENTIALS;
}

export function basicAuthHeader(credentials) {
  return `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}`;
}
