import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { ABUSE_LIMITS, ABUSE_WINDOW_SECONDS } from '../../../tooling/src/edge/abuse-limits.mjs';
import { WITHHELD_CONTENT_HOST_HEADERS } from '../../../tooling/src/edge/content-host-headers.mjs';
import { startNginxSite, stopNginxSite, type NginxSite } from '../../support/nginx-site';
import { startPageServerStandIns } from '../../support/page-server-stand-in';
import { rawRequest } from '../../support/raw-request';

// The shell's nginx (deploy/nginx, run as the nginx image runs it) in front of a content host that records what
// reaches it with the site's credentials and answers with what a content host may say: what nginx lets through
// /api and /files/, and what it answers itself. One nginx site for the file, on ports of its own.
test.describe.configure({ mode: 'serial' });

const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'strict-transport-security'];

/** What a content host behind the edge says that a browser must not hear (a Drupal behind Apache, say). */
const TELLING_HEADERS: Record<string, string> = {
  'WWW-Authenticate': 'Basic realm="content"',
  'Set-Cookie': 'SESSabc=1; Path=/',
  Server: 'Apache/2.4.41 (Ubuntu)',
  Via: '1.1 content-internal.bank.local',
  'X-Powered-By': 'PHP/8.1.2',
  'X-Generator': 'Drupal 10 (https://www.drupal.org)',
  'X-Drupal-Cache': 'MISS',
  'X-Drupal-Dynamic-Cache': 'UNCACHEABLE',
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Credentials': 'true',
};

let site: NginxSite;
let pageServers: Awaited<ReturnType<typeof startPageServerStandIns>>;
let contentHost: http.Server;
/** Each request that reached the content host: what the edge let through with the credentials. */
const received: { method: string; url: string; authorization: string }[] = [];

test.beforeAll(async () => {
  test.setTimeout(300_000);
  contentHost = http.createServer((request, response) => {
    received.push({ method: request.method ?? '', url: request.url ?? '', authorization: request.headers.authorization ?? '' });
    request.resume();
    response.writeHead(200, { 'Content-Type': 'application/json', ...TELLING_HEADERS }).end('{}');
  });
  await new Promise<void>((resolve) => contentHost.listen(0, '127.0.0.1', resolve));
  pageServers = await startPageServerStandIns(1);
  site = await startNginxSite({
    shift: 70,
    contentHost: `http://127.0.0.1:${(contentHost.address() as AddressInfo).port}`,
    pageServers: pageServers.addresses,
  });
});

test.afterAll(async () => {
  if (site) await stopNginxSite(site.pid);
  await pageServers?.stopAll();
  await new Promise((resolve) => contentHost?.close(resolve));
});

async function send(method: string, path: string, headers: Record<string, string> = {}) {
  received.length = 0;
  const answer = await rawRequest(site.origin, {
    method,
    path,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: method === 'GET' ? undefined : '{}',
  });
  return { ...answer, reached: received.map(({ method: sent, url }) => `${sent} ${url}`) };
}

test('a named call under wise/ in another letter case is no slider read: refused before the content host (its router lowercases paths)', async () => {
  for (const path of [
    '/api/uk/jsonapi/wise/Send-sms-api-bank?phone=380501234567',
    '/api/uk/jsonapi/wise/SEND-SMS-API-BANK?phone=380501234567&code=1234&idotp=x',
    '/api/uk/jsonapi/wise/Sendtobroker?numberApp=123456',
    '/api/uk/jsonapi/wise/Proxyrequest?method=DropTables',
    '/api/uk/jsonapi/wise/Main-Slider',
  ]) {
    expect(await send('GET', path), path).toMatchObject({ status: 404, reached: [] });
  }
  expect(await send('GET', '/api/uk/jsonapi/wise/main-slider')).toMatchObject({ status: 200, reached: ['GET /uk/jsonapi/wise/main-slider'] });
});

const SHELL_PROXY_REQUEST = '/api/uk/jsonapi/wise/proxyrequest';

test('a checked parameter named twice, in another case or encoded is refused; what goes on is the checked query alone', async () => {
  for (const query of [
    'method=GetExchangeRate&method=DeleteAllClients',
    'METHOD=GetExchangeRate&method=DeleteAllClients',
    'method=GetExchangeRate&METHOD=DeleteAllClients',
    'method=GetExchangeRate&meth%6fd=DeleteAllClients',
    'method=GetExchangeRate&%20method=DeleteAllClients',
    'method=GetExchangeRate&method=CheckMail&form=true',
    'method=GetExchangeRate&debug=1',
  ]) {
    expect(await send('POST', `${SHELL_PROXY_REQUEST}?${query}`), query).toMatchObject({ status: 404, reached: [] });
  }
  expect(await send('GET', '/api/uk/jsonapi/wise/sendtobroker?numberApp=1&numberApp=2')).toMatchObject({ status: 404, reached: [] });
  // The path of the bank's operations goes to the page servers (the shell's edge checks its form operations).
  const checked = `${SHELL_PROXY_REQUEST}?method=GetExchangeRate`;
  const before = pageServers.renders(checked);
  expect(await send('POST', `${SHELL_PROXY_REQUEST}?method=GetExchangeRate&form=`)).toMatchObject({ status: 200, reached: [] });
  expect(pageServers.renders(checked)).toBe(before + 1);
});

test("the form operations (email confirmations, the deposit secret code) and the broker go to the shell's edge, which checks who makes them", async () => {
  for (const path of [
    ...['CheckMail', 'ConfirmEmailComplaint', 'GetSecretCode'].map((method) => `${SHELL_PROXY_REQUEST}?method=${method}&form=true`),
    '/api/uk/jsonapi/wise/sendtobroker?numberApp=123456',
  ]) {
    const before = pageServers.renders(path);
    const answer = await send(path.includes('proxyrequest') ? 'POST' : 'GET', path);
    expect(answer, path).toMatchObject({ status: 200, reached: [] });
    expect(pageServers.renders(path), path).toBe(before + 1);
  }
  expect(await send('POST', `${SHELL_PROXY_REQUEST}?method=CheckMail`)).toMatchObject({ status: 404, reached: [] });
});

test("what the content host must not tell a browser stays at the edge, on /api and /files/ alike; the edge's security headers come instead", async () => {
  for (const path of ['/api/uk/jsonapi/wise/main-slider', '/api/uk/jsonapi/wise/gmappins?branch=1', '/files/styles/large/photo.jpg?itok=x1']) {
    const answer = await send('GET', path);
    expect(answer.reached, path).toHaveLength(1);
    for (const name of WITHHELD_CONTENT_HOST_HEADERS) {
      if (name !== 'server') expect(answer.headers[name], `${name} on ${path}`).toBeUndefined();
    }
    expect(answer.headers.server ?? '', path).not.toContain('Apache');
    for (const name of SECURITY_HEADERS) expect(answer.headers[name], `${name} on ${path}`).toBeDefined();
  }
});

test("the form operations count against the code checks' limit, the bank's operations of the same path do not", async () => {
  const answers: Awaited<ReturnType<typeof send>>[] = [];
  const checkMail = `${SHELL_PROXY_REQUEST}?method=CheckMail&form=true`;
  const before = pageServers.renders(checkMail);
  while (answers.length <= ABUSE_LIMITS.codeCheck.perMinute && answers.at(-1)?.status !== 429) {
    answers.push(await send('POST', checkMail));
  }
  const refused = answers.at(-1);
  expect(refused).toMatchObject({ status: 429 });
  // Each answered one went to the page servers; the refused one did not.
  expect(pageServers.renders(checkMail)).toBe(before + answers.length - 1);
  expect(refused?.headers['retry-after']).toBe(String(ABUSE_WINDOW_SECONDS));
  for (const name of SECURITY_HEADERS) expect(refused?.headers[name], name).toBeDefined();
  for (let call = 0; call <= ABUSE_LIMITS.codeCheck.perMinute; call += 1) {
    expect((await send('POST', `${SHELL_PROXY_REQUEST}?method=GetExchangeRate`)).status).toBe(200);
  }
});

test('a /files/ path the content host could read as another path is refused, never forwarded with the credentials', async () => {
  for (const path of [
    '/files/a/..%5c..%5cstub/forms/submissions',
    '/files/a/..\\..\\stub/forms/submissions',
    '/files/a%252f..%252f..%252fstub',
    '/files/a/..;/..;/stub/forms/submissions',
    '/files/a%2f..%2f..%2fstub',
    '/files/a/%2e%2e/%2e%2e/stub',
  ]) {
    expect((await send('GET', path)).reached, path).toEqual([]);
  }
  expect((await send('GET', '/files/2024-01/%D0%B4%D0%BE%D0%B3%D0%BE%D0%B2%D1%96%D1%80.pdf')).reached).toHaveLength(1);
});

test("nginx's own answers for pages (a body too large, no page server) carry the security headers and are never kept", async () => {
  const tooLarge = await rawRequest(site.origin, {
    method: 'POST',
    path: '/notice/close',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'x'.repeat(2 * 1024 * 1024),
  });
  await pageServers.stopAll();
  const noPageServer = await rawRequest(site.origin, { path: '/uk/never-stored' });
  for (const [answer, status] of [
    [tooLarge, 413],
    [noPageServer, 502],
  ] as const) {
    expect(answer.status).toBe(status);
    for (const name of SECURITY_HEADERS) expect(answer.headers[name], `${name} on ${status}`).toBeDefined();
    expect(answer.headers['cache-control']).toBe('no-store');
  }
});
