import { randomBytes } from 'node:crypto';
import { LOCAL_HUMAN_CHECK_SECRET } from '@bank/tooling/content-credentials.mjs';

// The stand-in plays the human-check service (reCAPTCHA's shape): a script that gives the page a token,
// and siteverify, which the site's server asks with its secret. Tokens are single-use and short-lived.
export const HUMAN_CHECK_PREFIX = '/human-check/';
const TOKEN_LIFETIME_MS = 120_000;

const script = (origin) => `// The stand-in's human check: grecaptcha.ready/execute, as the real service's script offers them.
window.grecaptcha = {
  ready: function (callback) { callback(); },
  execute: function () {
    return fetch(${JSON.stringify(`${origin}${HUMAN_CHECK_PREFIX}token`)}, { method: 'POST' })
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
    for (const [token, expires] of issued) if (expires < now) issued.delete(token);
  };

  app.get(`${HUMAN_CHECK_PREFIX}api.js`, async (request, reply) => {
    reply.type('application/javascript').header('Cache-Control', 'no-cache');
    return script(`${request.protocol}://${request.headers.host}`);
  });

  // Called from the site's pages, another origin: open to any origin, as the real service is.
  app.post(`${HUMAN_CHECK_PREFIX}token`, async (_request, reply) => {
    forget();
    const token = randomBytes(24).toString('base64url');
    issued.set(token, Date.now() + TOKEN_LIFETIME_MS);
    reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'no-store');
    return { token };
  });

  app.post(`${HUMAN_CHECK_PREFIX}siteverify`, async (request) => {
    const body = request.body ?? {};
    if (body.secret !== secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
    const expires = issued.get(String(body.response ?? ''));
    issued.delete(String(body.response ?? ''));
    if (!expires || expires < Date.now()) return { success: false, 'error-codes': ['invalid-input-response'] };
    return { success: true, challenge_ts: new Date().toISOString(), hostname: 'stand-in' };
  });
}
