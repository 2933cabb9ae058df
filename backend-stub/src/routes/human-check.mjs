import { randomBytes } from 'node:crypto';
import { LOCAL_HUMAN_CHECK_SECRET } from '@bank/tooling/content-credentials.mjs';

// The stand-in plays the human-check service (reCAPTCHA's shape): a script that gives the page a token,
// and siteverify, which the site's server asks with its secret. Tokens are single-use and short-lived.
export const HUMAN_CHECK_PREFIX = '/human-check/';
const TOKEN_LIFETIME_MS = 120_000;
// reCAPTCHA v3 scores a visitor from 0 (a bot) to 1; the stand-in takes every caller for a human unless told otherwise.
const HUMAN_SCORE = 0.9;

const script = (origin) => `// The stand-in's human check: grecaptcha.ready/execute, as the real service's script offers them.
window.grecaptcha = {
  ready: function (callback) { callback(); },
  execute: function (_siteKey, options) {
    var action = encodeURIComponent((options && options.action) || '');
    return fetch(${JSON.stringify(`${origin}${HUMAN_CHECK_PREFIX}token`)} + '?action=' + action, { method: 'POST' })
      .then(function (response) { return response.json(); })
      .then(function (answer) { return answer.token; });
  },
};
`;

export default async function humanCheck(app) {
  const secret = process.env.HUMAN_CHECK_SECRET || LOCAL_HUMAN_CHECK_SECRET;
  const issued = new Map();
  const forget = () => {
    const now = Date.now();
    for (const [token, { expires }] of issued) if (expires < now) issued.delete(token);
  };

  app.get(`${HUMAN_CHECK_PREFIX}api.js`, async (request, reply) => {
    reply.type('application/javascript').header('Cache-Control', 'no-cache');
    return script(`${request.protocol}://${request.headers.host}`);
  });

  // Called from the site's pages, another origin: open to any origin, as the real service is. The token
  // remembers what siteverify tells of it: the action the page named, the page's host (from the Origin the
  // browser sends; a test calling without one is on localhost) and a score (a test may ask for a bot's).
  app.post(`${HUMAN_CHECK_PREFIX}token`, async (request, reply) => {
    forget();
    const token = randomBytes(24).toString('base64url');
    const { action = 'submit', score } = request.query;
    const origin = request.headers.origin;
    issued.set(token, {
      expires: Date.now() + TOKEN_LIFETIME_MS,
      action: String(action),
      score: score === undefined ? HUMAN_SCORE : Number(score),
      hostname: origin ? new URL(origin).hostname : 'localhost',
    });
    reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'no-store');
    return { token };
  });

  app.post(`${HUMAN_CHECK_PREFIX}siteverify`, async (request) => {
    const body = request.body ?? {};
    if (body.secret !== secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
    const made = issued.get(String(body.response ?? ''));
    issued.delete(String(body.response ?? ''));
    if (!made || made.expires < Date.now()) return { success: false, 'error-codes': ['invalid-input-response'] };
    return { success: true, challenge_ts: new Date().toISOString(), hostname: made.hostname, score: made.score, action: made.action };
  });
}
