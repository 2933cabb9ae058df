const VERIFY_TIMEOUT_MS = 5_000;
const MAX_TOKEN_LENGTH = 4_096;
// The action the site's pages name when they ask for a token (mf-forms/src/submission/human-check.ts).
const SITE_ACTION = 'submit';

/**
 * The human-check token, verified on the server before a form send or an SMS leaves (forms spec 6:
 * "a human-check token required for every form send"). The verifier speaks reCAPTCHA v3's siteverify:
 * a form-encoded POST of secret, response and remoteip, answering `{ success, score, action, hostname }`.
 * v3 answers success for every well-formed token, a bot's too: a token passes only with a score of at
 * least `minScore`, made for the site's action on the site's own host. A verifier that cannot be reached
 * refuses too: the edge never sends on an unchecked token.
 */
export function createHumanCheck({ verifyUrl, secret, minScore, hostname, fetch: doFetch = fetch }) {
  return async function verifyHumanCheck(token, remoteIp) {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return 'refused';
    try {
      const response = await doFetch(verifyUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }).toString(),
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
      if (!response.ok) return 'unavailable';
      const answer = await response.json();
      const human =
        answer?.success === true &&
        typeof answer.score === 'number' &&
        answer.score >= minScore &&
        answer.action === SITE_ACTION &&
        answer.hostname === hostname;
      return human ? 'passed' : 'refused';
    } catch (error) {
      console.error(`human check: the verifier did not answer (${error instanceof Error ? error.message : error})`);
      return 'unavailable';
    }
  };
}
