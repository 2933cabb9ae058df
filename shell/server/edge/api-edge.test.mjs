import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { startBackendStub } from '../../../backend-stub/src/server.mjs';
import { ABUSE_LIMITS } from '@bank/tooling/edge/abuse-limits.mjs';
import { edgeSettings } from './edge-settings.mjs';
import { registerApiEdge } from './api-edge.mjs';

// The shared kit's rules come from the server build in production (edge-form-rules.cjs); here, their shape.
const formRules = {
  checkNewsletterEmail: (email) => (/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) ? null : { message: 'fieldIncorrect' }),
  translator: () => (key) => key,
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

async function humanCheckToken() {
  const response = await fetch(`http://localhost:${serverPort(stub.server)}/human-check/token`, { method: 'POST' });
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
      const response = await post('/api/sms-code', { phone: '380671234567', captchaToken: await humanCheckToken() }, { 'x-forwarded-for': '1.2.3.4' });
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

  it('take the public origin from configuration, with HSTS on for https', () => {
    const settings = edgeSettings({ env: { SITE_ORIGIN: 'https://bank.example/' }, contentHost: 'http://localhost:4000', port: 3000 });
    expect(settings.siteOrigin).toBe('https://bank.example');
    expect(settings.hstsMaxAge).toBeGreaterThan(0);
  });
});
