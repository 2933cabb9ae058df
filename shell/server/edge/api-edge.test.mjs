import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { jest } from '@jest/globals';
import { startBackendStub } from '../../../backend-stub/src/server.mjs';
import { ABUSE_LIMITS, SMS_PER_PHONE } from '@bank/tooling/edge/abuse-limits.mjs';
import { edgeSettings } from './edge-settings.mjs';
import { registerApiEdge } from './api-edge.mjs';
import { credentialedReplyOptions } from './credentialed-proxy.mjs';

// The shared kit's rules come from the server build in production (edge-form-rules.cjs); here, their shape.
const formRules = {
  checkNewsletterEmail: (email) => (/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) ? null : { message: 'fieldIncorrect' }),
  translator: () => (key) => key,
  skipsSmsVerification: (activity) => activity === 'Студент',
  SMS_MAX_TRIES: 3,
};

let stub;
let dataDir;
let edge;
const SITE = 'http://localhost:3000';

async function kept(collection) {
  try {
    return JSON.parse(await readFile(path.join(dataDir, `${collection}.json`), 'utf8'));
  } catch {
    return [];
  }
}

/** A token of the stand-in's verifier: a human's on this site unless `made` says otherwise (score, action, the page's origin). */
async function humanCheckToken(made = {}) {
  const { origin, ...query } = made;
  const response = await fetch(`http://localhost:${serverPort(stub.server)}/human-check/token?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers: origin ? { origin } : {},
  });
  return (await response.json()).token;
}

let edgeOrigin;

/** @param {import('node:net').Server} server a server listening on a TCP port */
const serverPort = (server) => /** @type {import('node:net').AddressInfo} */ (server.address()).port;

/**
 * A request to the edge over HTTP (fastify's inject needs an ESM-only cookie package jest cannot load here).
 * @param {{ method?: string, url: string, payload?: string | object, headers?: Record<string, string> }} call
 */
async function request({ method = 'GET', url, payload, headers = {} }) {
  const response = await fetch(`${edgeOrigin}${url}`, {
    method,
    headers,
    body: typeof payload === 'string' || payload === undefined ? payload : JSON.stringify(payload),
  });
  const body = await response.text();
  return { statusCode: response.status, headers: Object.fromEntries(response.headers), body, json: () => JSON.parse(body) };
}

const post = (url, payload, headers = {}) => request({ method: 'POST', url, payload, headers: { 'content-type': 'application/json', ...headers } });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'edge-stub-'));
  stub = await startBackendStub({ port: 0, dataDir });
  const contentHost = `http://localhost:${serverPort(stub.server)}`;
  edge = Fastify({ trustProxy: true });
  // Every request of this file comes from one address; the test of the SMS limit names its own.
  await registerApiEdge(edge, { ...edgeSettings({ env: {}, contentHost, port: 3000 }), trustProxy: true }, { formRules });
  await edge.listen({ port: 0, host: '127.0.0.1' });
  edgeOrigin = `http://127.0.0.1:${serverPort(edge.server)}`;
  // On a fresh clone the stand-in first makes its pictures, while the build and other tests share the 2 cores.
}, 100_000);

afterAll(async () => {
  await edge.close();
  await stub.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the /api edge', () => {
  it.each([
    ['GET', '/api/stub/forms/submissions'],
    ['GET', '/api/stub/forms/sms-codes'],
    ['GET', '/api/reports/remote-usage'],
    ['DELETE', '/api/uk/jsonapi/node/news'],
    ['GET', '/api/uk/jsonapi/wise/send-sms-api-bank?phone=380671234567'],
    ['GET', '/api/uk/jsonapi/node/news%2F..%2F..%2Fstub%2Fforms%2Fsubmissions'],
  ])('%s %s is 404 from the edge, not the stand-in', async (method, url) => {
    const response = await request({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it('passes an allowed read to the content host with the credentials, and not the browser cookies', async () => {
    const response = await request({ method: 'GET', url: '/api/uk/entity/menu/footer/tree', headers: { cookie: 'SESSxyz=secret' } });
    expect(response.statusCode).toBe(200);
    expect(Array.isArray(response.json())).toBe(true);
    // Opened as a page, an API answer is downloaded, never rendered.
    expect(response.headers['content-disposition']).toBe('attachment; filename="api.json"');
  });

  it('refuses a proxied body over its limit before the content host', async () => {
    const response = await post('/api/uk/jsonapi/wise/proxyrequest?method=GetExchangeRate', { date: 'x'.repeat(20_000) });
    expect(response.statusCode).toBe(413);
  });

  it('sends no SMS without a human-check token the verifier accepts', async () => {
    const before = (await kept('sms-codes')).length;
    const response = await post('/api/sms-code', { phone: '380671234567', captchaToken: 'made-up' });
    expect(response.statusCode).toBe(403);
    expect(response.json().reason).toBe('human-check');
    expect((await kept('sms-codes')).length).toBe(before);
  });

  it(`lets ${ABUSE_LIMITS.smsSend.perMinute} SMS from one address through in a minute, then answers 429 with Retry-After`, async () => {
    const before = (await kept('sms-codes')).length;
    const statuses = [];
    let limited;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      // A number of its own each time: the limit per phone is another test's.
      const phone = `3806712345${String(attempt).padStart(2, '0')}`;
      const response = await post('/api/sms-code', { phone, captchaToken: await humanCheckToken() }, { 'x-forwarded-for': '1.2.3.4' });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) limited = response;
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(ABUSE_LIMITS.smsSend.perMinute);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({ message: 'Too many attempts' });
    expect((await kept('sms-codes')).length - before).toBe(ABUSE_LIMITS.smsSend.perMinute);
  });

  it('refuses a form posted from another site', async () => {
    const response = await post('/api/uk/newsletter', { email: 'a@bank.ua' }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().reason).toBe('cross-site');
  });

  it('stores one application for two sends with one idempotency key (the first answer was lost)', async () => {
    const key = 'e2e7d0f6-5b7e-4a61-9a43-5f3f0c3a2b11';
    const send = async () =>
      post(
        '/api/uk/jsonapi/wise/webform?_format=json',
        { webform_id: 'feedback', name: 'Тарас', captchaToken: await humanCheckToken() },
        { 'idempotency-key': key },
      );
    const first = await send();
    const second = await send();
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect((await kept('submissions')).filter((record) => record.sid === first.json().sid)).toHaveLength(1);
    expect((await kept('submissions')).filter((record) => record.values.name === 'Тарас')).toHaveLength(1);
  });

  it("adds the newsletter address to the server's address book, whatever book the browser names", async () => {
    const response = await post('/api/uk/newsletter', { email: 'reader@bank.ua', book: 'someone-elses-book' }, { origin: SITE });
    expect(response.statusCode).toBe(200);
    expect((await kept('subscriptions')).find((record) => record.email === 'reader@bank.ua')?.book).toBe('site-news');
  });

  it('answers a subscription sent without script with a page that keeps what was typed', async () => {
    const response = await request({
      method: 'POST',
      url: '/api/uk/newsletter',
      payload: 'email=not-an-address&returnTo=%2Fuk%2Fnews',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('value="not-an-address"');
    expect(response.body).toContain('href="/uk/news"');
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('accepts a remote usage report as a bounded POST and refuses one of another shape', async () => {
    const valid = { page: '/uk', used: [{ remote: 'mf_content', version: '1.0.0', modules: ['./Content'] }], failures: [] };
    expect((await post('/api/reports/remote-usage', valid)).statusCode).toBe(204);
    expect((await post('/api/reports/remote-usage', { used: 'everything' })).statusCode).toBe(400);
    expect((await post('/api/reports/remote-usage', { ...valid, page: 'x'.repeat(20_000) })).statusCode).toBe(413);
    const failure = {
      remote: 'mf_content',
      module: 'mf_content/basic',
      version: '1.1.0',
      reason: `Failed to load script resources. #RUNTIME-008 args: ${'{}'.repeat(600)}`,
    };
    expect((await post('/api/reports/remote-usage', { ...valid, failures: [failure] })).statusCode).toBe(204);
  });
});

describe('edge settings', () => {
  it('refuse to start against a content host that is not the local stand-in without credentials', () => {
    expect(() => edgeSettings({ env: {}, contentHost: 'https://content.bank.example', port: 3000 })).toThrow(
      /CONTENT_AUTH_USER and CONTENT_AUTH_PASSWORD must be set/,
    );
  });

  it('refuse to start there without the public origin and the human-check secret', () => {
    const env = { CONTENT_AUTH_USER: 'site', CONTENT_AUTH_PASSWORD: 'secret' };
    expect(() => edgeSettings({ env, contentHost: 'https://content.bank.example', port: 3000 })).toThrow(/SITE_ORIGIN must be set/);
    expect(() => edgeSettings({ env: { ...env, SITE_ORIGIN: 'https://bank.example' }, contentHost: 'https://content.bank.example', port: 3000 })).toThrow(
      /HUMAN_CHECK_VERIFY_URL must be set/,
    );
  });

  it('refuse to start there without the key of the visitor proofs, or with a short one', () => {
    const env = {
      CONTENT_AUTH_USER: 'site',
      CONTENT_AUTH_PASSWORD: 'secret',
      SITE_ORIGIN: 'https://bank.example',
      HUMAN_CHECK_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      HUMAN_CHECK_SECRET: 'check',
      NEWSLETTER_ADDRESS_BOOK: 'news',
    };
    const settingsWith = (extra) => () => edgeSettings({ env: { ...env, ...extra }, contentHost: 'https://content.bank.example', port: 3000 });
    expect(settingsWith({})).toThrow(/VISITOR_PROOF_KEY must be set/);
    expect(settingsWith({ VISITOR_PROOF_KEY: 'short' })).toThrow(/VISITOR_PROOF_KEY must be at least 32 characters/);
    expect(settingsWith({ VISITOR_PROOF_KEY: 'k'.repeat(32) })().proofKey).toBe('k'.repeat(32));
  });

  it('take the public origin from configuration, with HSTS on for https', () => {
    const settings = edgeSettings({ env: { SITE_ORIGIN: 'https://bank.example/' }, contentHost: 'http://localhost:4000', port: 3000 });
    expect(settings.siteOrigin).toBe('https://bank.example');
    expect(settings.hstsMaxAge).toBeGreaterThan(0);
  });
});

/** The headers a browser adds to a call the site's own page makes. */
const FROM_THE_SITE = { origin: SITE, 'sec-fetch-site': 'same-origin' };
/** What another site's page (an image, a form, a script) makes a visitor's browser send. */
const FROM_ANOTHER_SITE = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };

let addressCount = 0;
/** A client address of its own, so that a test is never limited by another's counts. */
const freshAddress = () => {
  addressCount += 1;
  return { 'x-forwarded-for': `10.9.${Math.floor(addressCount / 250)}.${addressCount % 250}` };
};

/** The Set-Cookie of an answer as a Cookie header. */
const cookieOf = (response) => String(response.headers['set-cookie'] ?? '').split(';')[0];

/** A form send that asks for no SMS check and answers with an order id. */
async function sendDepositRequest(headers = {}) {
  return post(
    '/api/uk/jsonapi/wise/webform?_format=json',
    { webform_id: 'deposit_request', name: 'Оксана', phone: '+380501112233', captchaToken: await humanCheckToken() },
    { ...FROM_THE_SITE, ...freshAddress(), ...headers },
  );
}

describe('calls that change something are made by the site for its own visitor (audit finding 5)', () => {
  it.each([
    ['the broker', 'GET', '/api/uk/jsonapi/wise/sendtobroker?numberApp=123456', undefined, 'broker'],
    ['the affiliate postback', 'GET', '/api/uk/jsonapi/wise/affiliate-postback?network=admitad&orderId=1&clickId=2', undefined, 'postbacks'],
    [
      'an email confirmation posted as text/plain',
      'POST',
      '/api/uk/jsonapi/wise/proxyrequest?method=CheckMail&form=true',
      'feedbackId=1&code=1234',
      'feedback',
    ],
    ['the secret code', 'POST', '/api/uk/jsonapi/wise/proxyrequest?method=GetSecretCode&form=true', '{}', 'secret-codes'],
  ])("%s from another site's page is refused before the content host", async (_name, method, url, payload, collection) => {
    const before = (await kept(collection)).length;
    const response = await request({ method, url, payload, headers: { ...FROM_ANOTHER_SITE, ...freshAddress(), 'content-type': 'text/plain' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().reason).toBe('cross-site');
    expect((await kept(collection)).length).toBe(before);
  });

  it('a form send marked same-site (a sibling subdomain), not same-origin, is refused', async () => {
    const response = await post('/api/uk/newsletter', { email: 'a@bank.ua' }, { 'sec-fetch-site': 'same-site', ...freshAddress() });
    expect(response.statusCode).toBe(403);
    expect(response.json().reason).toBe('cross-site');
  });

  it('the broker takes only the order id a form send answered this visitor with', async () => {
    const sent = await sendDepositRequest();
    expect(sent.statusCode).toBe(200);
    const orderId = sent.json().message.orderId;
    const visitor = { ...FROM_THE_SITE, cookie: cookieOf(sent) };
    const before = (await kept('broker')).length;

    const someoneElses = await request({
      url: `/api/uk/jsonapi/wise/sendtobroker?numberApp=${Number(orderId) + 1}`,
      headers: { ...visitor, ...freshAddress() },
    });
    expect(someoneElses.statusCode).toBe(403);
    expect(someoneElses.json().reason).toBe('order');
    const withoutProof = await request({ url: `/api/uk/jsonapi/wise/sendtobroker?numberApp=${orderId}`, headers: { ...FROM_THE_SITE, ...freshAddress() } });
    expect(withoutProof.statusCode).toBe(403);
    const forged = await request({
      url: `/api/uk/jsonapi/wise/sendtobroker?numberApp=${orderId}`,
      headers: { ...FROM_THE_SITE, ...freshAddress(), cookie: visitor.cookie.replace(/\.[^.]+$/, '.forged') },
    });
    expect(forged.statusCode).toBe(403);
    expect((await kept('broker')).length).toBe(before);

    const own = await request({ url: `/api/uk/jsonapi/wise/sendtobroker?numberApp=${orderId}`, headers: { ...visitor, ...freshAddress() } });
    expect(own.statusCode).toBe(200);
    expect((await kept('broker')).slice(before).map((record) => record.orderId)).toEqual([orderId]);
  });

  it('the proof of an order is an HttpOnly, SameSite=Strict cookie for /api only', async () => {
    const cookie = String((await sendDepositRequest()).headers['set-cookie']);
    expect(cookie).toMatch(/^bank_order=\d+\.\d+\.[\w-]+;/);
    expect(cookie).toContain('Path=/api');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
  });

  it('the affiliate postback names the visitor’s own order only, and never runs as a HEAD', async () => {
    const sent = await sendDepositRequest();
    const orderId = sent.json().message.orderId;
    const headers = { ...FROM_THE_SITE, cookie: cookieOf(sent) };
    const forged = await request({
      url: '/api/uk/jsonapi/wise/affiliate-postback?network=admitad&orderId=1&clickId=2',
      headers: { ...headers, ...freshAddress() },
    });
    expect(forged.statusCode).toBe(403);
    const head = await request({ method: 'HEAD', url: `/api/uk/jsonapi/wise/affiliate-postback?network=admitad&orderId=${orderId}&clickId=2`, headers });
    expect(head.statusCode).toBe(405);
    const own = await request({
      url: `/api/uk/jsonapi/wise/affiliate-postback?network=admitad&orderId=${orderId}&clickId=2`,
      headers: { ...headers, ...freshAddress() },
    });
    expect(own.statusCode).toBe(200);
    expect((await kept('postbacks')).filter((record) => record.orderId === orderId)).toHaveLength(1);
  });
});

/** Sends a code to `phone` and answers the code id with the code the stand-in keeps. */
async function smsCodeSent(phone) {
  const sent = await post('/api/sms-code', { phone, captchaToken: await humanCheckToken() }, { ...FROM_THE_SITE, ...freshAddress() });
  expect(sent.statusCode).toBe(200);
  const { idOtp } = sent.json();
  return { idOtp, code: (await kept('sms-codes')).find((record) => record.idOtp === idOtp).code };
}

const checkCode = (phone, code, idOtp) => post('/api/sms-code/check', { phone, code, idOtp }, { ...FROM_THE_SITE, ...freshAddress() });

async function sendCreditCash(phone, headers = {}, values = {}) {
  return post(
    '/api/uk/jsonapi/wise/webform?_format=json',
    { webform_id: 'credit_cash', pib: 'Шевченко Тарас', phone, activity: 'Працюю офіційно', ...values, captchaToken: await humanCheckToken() },
    { ...FROM_THE_SITE, ...freshAddress(), ...headers },
  );
}

describe('the SMS check is the edge’s, not only the browser’s (audit finding 6)', () => {
  it('a form with the SMS check is not sent for a phone whose code was never typed', async () => {
    const before = (await kept('submissions')).length;
    const response = await sendCreditCash('+380671230001', {}, { sms_verification: '1' });
    expect(response.statusCode).toBe(403);
    expect(response.json().reason).toBe('sms-check');
    expect((await kept('submissions')).length).toBe(before);
  });

  it('after the right code, the form is sent for that phone however it is written, and for no other', async () => {
    const { idOtp, code } = await smsCodeSent('+380 (67) 123-00-02');
    const checked = await checkCode('0671230002', code, idOtp);
    expect(checked.json().type).toBe('SUCCESS');
    const cookie = cookieOf(checked);
    expect((await sendCreditCash('+380671230003', { cookie })).statusCode).toBe(403);
    const sent = await sendCreditCash('+380 67 123 00 02', { cookie });
    expect(sent.statusCode).toBe(200);
    expect((await kept('submissions')).find((record) => record.sid === sent.json().sid)?.values.phone).toBe('+380 67 123 00 02');
  });

  it('an activity the spec exempts from the SMS check sends without it', async () => {
    expect((await sendCreditCash('+380671230004', {}, { activity: 'Студент' })).statusCode).toBe(200);
  });

  it('a code is checked three times at most: the right code as a fourth try is refused and proves nothing', async () => {
    const { idOtp, code } = await smsCodeSent('380671230005');
    const wrong = code === '0000' ? '1111' : '0000';
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await checkCode('380671230005', wrong, idOtp)).json().type).toBe('WRONG_CODE');
    const fourth = await checkCode('380671230005', code, idOtp);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().reason).toBe('code-tries');
    expect(fourth.headers['set-cookie']).toBeUndefined();
  });
});

describe('the human check judges the reCAPTCHA v3 verdict (audit finding 7)', () => {
  it.each([
    ["a bot's score", { score: '0.1' }],
    ['another action', { action: 'login' }],
    ["another site's page", { origin: 'https://evil.example' }],
  ])('a token with %s sends no SMS', async (_name, made) => {
    const before = (await kept('sms-codes')).length;
    const response = await post('/api/sms-code', { phone: '380671230010', captchaToken: await humanCheckToken(made) }, { ...FROM_THE_SITE, ...freshAddress() });
    expect(response.statusCode).toBe(403);
    expect(response.json().reason).toBe('human-check');
    expect((await kept('sms-codes')).length).toBe(before);
  });

  it("a human's token at the threshold passes", async () => {
    const response = await post(
      '/api/sms-code',
      { phone: '380671230011', captchaToken: await humanCheckToken({ score: '0.5' }) },
      { ...FROM_THE_SITE, ...freshAddress() },
    );
    expect(response.statusCode).toBe(200);
  });
});

it(`one phone gets ${SMS_PER_PHONE.perMinute} SMS a minute, from however many addresses and however written (audit finding 8)`, async () => {
  const before = (await kept('sms-codes')).length;
  const statuses = [];
  for (const phone of ['+380 67 123 00 20', '380671230020', '0671230020', '(067) 123-00-20', '+380671230020']) {
    statuses.push((await post('/api/sms-code', { phone, captchaToken: await humanCheckToken() }, { ...FROM_THE_SITE, ...freshAddress() })).statusCode);
  }
  expect(statuses).toEqual([200, 200, 200, 429, 429]);
  expect((await kept('sms-codes')).length - before).toBe(SMS_PER_PHONE.perMinute);
});

describe("the content host's answer headers (audit finding 9)", () => {
  it('with wrong credentials, the browser is never asked for the content host’s password', async () => {
    const wrong = Fastify({ trustProxy: true });
    const settings = edgeSettings({ env: {}, contentHost: `http://localhost:${serverPort(stub.server)}`, port: 3000 });
    await registerApiEdge(wrong, { ...settings, authorization: 'Basic d3Jvbmc6d3Jvbmc=' }, { formRules });
    await wrong.listen({ port: 0, host: '127.0.0.1' });
    try {
      const response = await fetch(`http://127.0.0.1:${serverPort(wrong.server)}/api/uk/entity/menu/footer/tree`);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBeNull();
    } finally {
      await wrong.close();
    }
  });

  it('only the headers a browser needs to read and cache an answer pass', () => {
    const { rewriteHeaders } = credentialedReplyOptions({ authorization: 'Basic x' }, []);
    const passed = rewriteHeaders({
      'content-type': 'application/json',
      etag: '"1"',
      'cache-control': 'max-age=60',
      server: 'Apache/2.4.1',
      'x-powered-by': 'PHP/8.1',
      'x-generator': 'Drupal 10',
      'access-control-allow-origin': '*',
      'set-cookie': 'SESS=1',
      'www-authenticate': 'Basic realm="content"',
      'x-backend-host': 'content-01.internal',
    });
    expect(passed).toEqual({ 'content-type': 'application/json', etag: '"1"', 'cache-control': 'max-age=60' });
  });
});

describe('reports (audit finding 11)', () => {
  it("a CSP report is one line in the server's log, whatever its text holds", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const report = {
        'csp-report': {
          'violated-directive': 'script-src',
          'blocked-uri': 'https://x.example/\n[edge] admin logged in',
          'document-uri': 'https://bank.example/uk',
        },
      };
      const response = await request({
        method: 'POST',
        url: '/api/reports/csp',
        payload: JSON.stringify(report),
        headers: { 'content-type': 'application/csp-report', ...freshAddress() },
      });
      expect(response.statusCode).toBe(204);
      expect(warn).toHaveBeenCalledTimes(1);
      const line = String(warn.mock.calls[0][0]);
      expect(line).not.toMatch(/[\r\n]/);
      expect(JSON.parse(line.replace(/^csp: /, ''))).toEqual({
        directive: 'script-src',
        blocked: 'https://x.example/\n[edge] admin logged in',
        page: 'https://bank.example/uk',
      });
    } finally {
      warn.mockRestore();
    }
  });

  it("a remote usage report from another site's page is refused", async () => {
    const response = await post('/api/reports/remote-usage', { used: [], failures: [] }, { ...FROM_ANOTHER_SITE, ...freshAddress() });
    expect(response.statusCode).toBe(403);
  });
});
