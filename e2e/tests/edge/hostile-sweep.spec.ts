import { expect, test } from '@playwright/test';
import { allowedCall } from '../../../tooling/src/edge/api-calls.mjs';
import { startFakeContentHost } from '../../support/fake-content-host';
import { rawRequest, type RawAnswer } from '../../support/raw-request';
import { startSecondShell } from '../../support/second-shell';
import { sitePorts } from '../../support/site-ports';

/*
 * Goal of issue 25: a sweep of hostile requests (other paths and methods under /api, encoded traversal, Host
 * spoofing, oversized and malformed bodies, malformed cookies, header injection) against a shell whose content
 * host counts what reaches it: none reaches it unless allowlisted, none answers 500, no canonical link points elsewhere.
 */

interface Probe {
  kind: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

const json = { 'content-type': 'application/json' };
const ofKind = (kind: string, probes: Omit<Probe, 'kind'>[]): Probe[] => probes.map((probe) => ({ kind, ...probe }));
const GET_CALLS = [
  '/api/uk/jsonapi/node/news',
  '/api/uk/entity/menu/footer/tree',
  '/api/uk/jsonapi/wise/requestssr?url=%2Fuk&range=0',
  '/api/uk/jsonapi/block/block?filter[region][value]=notice',
  '/api/uk/webform_rest/feedback/elements',
  '/api/uk/jsonapi/wise/gmappins?branch=0',
  '/api/uk/jsonapi/taxonomy_term/tags',
  '/api/uk/jsonapi/user/user',
  '/api/uk/jsonapi/wise/main-slider',
  '/api/route/v1/walking/30.5,50.4;30.6,50.5',
];
const POST_CALLS = ['/api/sms-code', '/api/sms-code/check', '/api/uk/newsletter', '/api/reports/remote-usage', '/api/uk/jsonapi/wise/webform?_format=json'];

const otherPaths: Probe[] = [
  '/api/stub/forms/submissions',
  '/api/stub/forms/sms-codes',
  '/api/stub/forms/subscriptions',
  '/api/stub/forms/complaints',
  '/api/stub/forms/secret-codes',
  '/api/reports/remote-usage',
  '/api/reports/csp',
  '/api',
  '/api/',
  '/api/uk',
  '/api/uk/jsonapi',
  '/api/jsonapi/node/news',
  '/api/de/jsonapi/node/news',
  '/api/uk/jsonapi/node',
  '/api/uk/jsonapi/node/news/1/revisions',
  '/api/uk/jsonapi/wise/send-sms-api-bank?phone=380671234567',
  '/api/jsonapi/wise/send-sms-api-bank?phone=380671234567',
  '/api/uk/jsonapi/wise/send-sms-api-bank?phone=380671234567&code=1234&idotp=x',
  '/api/uk/jsonapi/sendpulse/add-email?book=stolen&email=a@b.cc',
  '/api/uk/jsonapi/wise/webform',
  '/api/uk/jsonapi/wise/proxyrequest?method=GetExchangeRate',
  '/api/uk/jsonapi/wise/sendtobroker?numberApp=abc',
  '/api/uk/jsonapi/wise/gmappins?branch=7',
  '/api/uk/jsonapi/wise/getpGetinformap?JSONFolder=../../etc',
  '/api/uk/user/login',
  '/api/uk/admin/config',
  '/api/human-check/siteverify',
  '/api/uk/webform_rest/feedback/submissions',
  '/api/route/v1/flying/30.5,50.4;30.6,50.5',
  '/api/uk/jsonapi/node/news/1/extra',
].map((path) => ({ kind: 'other path', path }));

const otherMethods: Probe[] = [
  ...GET_CALLS.flatMap((path) => ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE'].map((method) => ({ kind: 'other method', method, path }))),
  ...POST_CALLS.flatMap((path) => ['GET', 'PUT', 'DELETE'].map((method) => ({ kind: 'other method', method, path }))),
  { kind: 'other method', method: 'POST', path: '/api/uk/jsonapi/wise/proxyrequest?method=DeleteEverything', headers: json, body: '{}' },
  { kind: 'other method', method: 'POST', path: '/api/uk/jsonapi/wise/proxyrequest?method=GetExchangeRate&method=Drop', headers: json, body: '{}' },
  { kind: 'other method', method: 'POST', path: '/api/uk/jsonapi/wise/proxyrequest?method=CheckMail', headers: json, body: '{}' },
];

const traversal: Probe[] = [
  '/api/uk/jsonapi/node/..%2F..%2Fstub%2Fforms%2Fsubmissions',
  '/api/uk/jsonapi/node/news%2F..%2F..%2F..%2Fstub/forms/submissions',
  '/api/uk/jsonapi/node/%2e%2e/%2e%2e/%2e%2e/stub/forms/submissions',
  '/api/uk/jsonapi/node/news/../../../stub/forms/submissions',
  '/api/uk/jsonapi/node/news/..;/..;/stub/forms/submissions',
  '/api/uk/jsonapi/node/%252e%252e%252fstub',
  '/api/uk/jsonapi/node/..%5C..%5Cstub%5Cforms',
  '/api/uk/jsonapi/node/%c0%ae%c0%ae%c0%afstub',
  '/api//stub/forms/submissions',
  '/api/./stub/forms/submissions',
  '/api/uk/../stub/forms/submissions',
  '/api/uk/entity/menu/..%2f..%2f..%2fstub%2fforms/tree',
  '/api/uk/jsonapi/wise/requestssr/..%2F..%2F..%2Fstub%2Fforms%2Fsms-codes',
  '/api/uk/jsonapi/wise/%2e%2e%2fsend-sms-api-bank?phone=380671234567',
  '/api/uk/jsonapi/node/news%00/../../stub',
  '/api/uk/jsonapi/node/news%3F/../../stub',
  '/api/uk/jsonapi/node/news%23/../../stub',
  '/api/%2e%2e/stub/forms/submissions',
  '/api/uk/jsonapi/user/user/..%2f..%2f..%2freports%2fremote-usage',
  '/api/route/v1/walking/..%2f..%2f..%2fstub%2fforms%2fsubmissions',
].map((path) => ({ kind: 'traversal', path }));

const hostSpoofing = ofKind('host', [
  { path: '/uk', headers: { host: 'evil.example' } },
  { path: '/ru', headers: { host: 'evil.example:443' } },
  { path: '/uk/news', headers: { host: 'evil.example' } },
  { path: '/uk', headers: { 'x-forwarded-host': 'evil.example' } },
  { path: '/uk', headers: { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.example' } },
  { path: '/uk', headers: { forwarded: 'host=evil.example;proto=https' } },
  { path: '/uk/product/kredyt-gotivkoiu', headers: { host: 'evil.example' } },
  { path: '/ru/product/kredit-nalichnymi', headers: { host: 'bank.example.evil.example' } },
  { path: '/uk/no-such-page', headers: { host: 'evil.example' } },
  { path: '/', headers: { host: 'evil.example' } },
]);

// An oversized body announces its length and starts: the edge refuses it on the length, before reading it.
const big = (bytes: number) => ({ headers: { ...json, 'content-length': String(bytes) }, body: `{"phone":"380671234567","padding":"${'x'.repeat(1000)}` });
const bodies = ofKind('body', [
  { method: 'POST', path: '/api/uk/jsonapi/wise/proxyrequest?method=GetExchangeRate', ...big(100_000) },
  { method: 'POST', path: '/api/sms-code', ...big(200_000) },
  { method: 'POST', path: '/api/sms-code/check', ...big(50_000) },
  { method: 'POST', path: '/api/uk/newsletter', ...big(50_000) },
  { method: 'POST', path: '/api/reports/remote-usage', ...big(50_000) },
  { method: 'POST', path: '/api/uk/jsonapi/wise/webform?_format=json', ...big(13 * 1024 * 1024) },
  ...POST_CALLS.flatMap((path) => [
    { method: 'POST', path, headers: json, body: '{"phone":' },
    { method: 'POST', path, headers: json, body: '[1,2,3]' },
    { method: 'POST', path, headers: json, body: 'null' },
    { method: 'POST', path, headers: { 'content-type': 'text/plain' }, body: '{"phone":"380671234567"}' },
    { method: 'POST', path, headers: { 'content-type': 'application/xml' }, body: '<a/>' },
    { method: 'POST', path, headers: json, body: '{"phone":{"$ne":null},"email":["a@b.cc"],"used":{},"failures":"x","webform_id":"../x"}' },
  ]),
  { method: 'POST', path: '/api/reports/csp', headers: { 'content-type': 'application/csp-report' }, body: '{"csp-report":' },
  { method: 'PATCH', path: '/api/uk/jsonapi/wise/webform/feedback/submission/x?_format=json', headers: json, body: '"x"' },
  { method: 'POST', path: '/api/uk/jsonapi/wise/webform?_format=json', headers: { ...json, 'idempotency-key': '<script>' }, body: '{"webform_id":"feedback"}' },
]);

const cookies: Probe[] = [
  'bank_canary=%E0%A4%A',
  'bank_canary=%',
  'bank_canary=../../../etc/passwd@1.0.0',
  'bank_canary=mf_content@1.0.0%00',
  `bank_canary=${'a'.repeat(6000)}`,
  '=;;;=;bank_canary',
  'bank_canary="unterminated',
  'click_id=%E0%A4%A; affiliate_landing=%ZZ',
  '_ga=GA1.1.%E0.%A4',
  'SESSdeadbeef=1; bank_canary=%E0%A4%A',
].map((cookie) => ({ kind: 'cookie', path: '/uk', headers: { cookie } }));

const injection = ofKind('injection', [
  { path: '/uk?x=%0d%0aSet-Cookie:%20injected=1' },
  { path: '/uk/%0d%0aSet-Cookie:%20injected=1' },
  { path: '/api/uk/jsonapi/node/news?x=%0d%0aSet-Cookie:%20injected=1' },
  { path: '/uk?canary=mf_content@1.0.0%0d%0aSet-Cookie:%20injected=1' },
  { path: '/uk', headers: { 'x-forwarded-for': '1.1.1.1, <script>alert(1)</script>' } },
  { path: '/uk', headers: { 'accept-language': '../../../../etc/passwd' } },
  { path: '/api/uk/jsonapi/node/news', headers: { authorization: 'Basic YWRtaW46YWRtaW4=', cookie: 'SESS1=admin' } },
  { method: 'POST', path: '/api/sms-code', headers: { ...json, origin: 'https://evil.example' }, body: '{"phone":"380671234567","captchaToken":"x"}' },
  {
    method: 'POST',
    path: '/api/uk/newsletter',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    body: 'email=a%40b.cc',
  },
  {
    method: 'POST',
    path: '/api/uk/newsletter',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=%3Cscript%3Ealert(1)%3C%2Fscript%3E&returnTo=javascript:alert(1)',
  },
]);

const SWEEP = [...otherPaths, ...otherMethods, ...traversal, ...hostSpoofing, ...bodies, ...cookies, ...injection];

/** The calls the edge itself makes for the browser's form routes (forms spec 7), after its checks. */
const EDGE_BANK_CALLS = [
  /^GET \/jsonapi\/wise\/send-sms-api-bank\?/,
  /^GET \/(uk|ru|en)\/jsonapi\/sendpulse\/add-email\?/,
  /^POST \/reports\/remote-usage$/,
  /^(POST|PATCH) \/(uk|ru|en)\/jsonapi\/wise\/webform/,
];
const allowlisted = ({ method, url }: { method: string; url: string }) =>
  allowedCall(method, url)?.via === 'content' || EDGE_BANK_CALLS.some((pattern) => pattern.test(`${method} ${url}`));

let contentHost: Awaited<ReturnType<typeof startFakeContentHost>>;
let shell: Awaited<ReturnType<typeof startSecondShell>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  const { backendStub } = sitePorts();
  contentHost = await startFakeContentHost(`http://localhost:${backendStub}`);
  shell = await startSecondShell(contentHost.origin, 'hostileSweep', {
    // The verifier is another service than the content host: its calls are not counted here.
    HUMAN_CHECK_VERIFY_URL: `http://localhost:${backendStub}/human-check/siteverify`,
  });
});

test.afterAll(async () => {
  shell?.stop();
  await contentHost?.stop();
});

test(`${SWEEP.length} hostile requests: none reaches the content host unless allowlisted, none answers 500, no canonical link points elsewhere`, async () => {
  test.setTimeout(240_000);
  expect(SWEEP.length).toBeGreaterThanOrEqual(150);
  const answers: Array<{ probe: Probe; answer: RawAnswer }> = [];
  for (const probe of SWEEP) answers.push({ probe, answer: await rawRequest(shell.origin, probe) });

  const failures = answers.filter(({ answer }) => answer.status >= 500 || answer.status === 0);
  expect(
    failures.map(
      ({ probe, answer }) =>
        `${answer.status} ${probe.method ?? 'GET'} ${probe.path} ${JSON.stringify(probe.headers ?? {})} ${(probe.body ?? '').slice(0, 40)} ${answer.body}`,
    ),
  ).toEqual([]);

  const unlisted = contentHost.received.filter((received) => !allowlisted(received));
  expect(unlisted).toEqual([]);
  expect(contentHost.received.filter(({ url }) => /stub|\.\.|%2e|%2f|%5c/i.test(url.split('?')[0] ?? ''))).toEqual([]);

  const links = answers.flatMap(({ answer }) =>
    [...answer.body.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? ''),
  );
  expect(links.length).toBeGreaterThan(10);
  expect(links.filter((href) => !href.startsWith(`${shell.origin}/`))).toEqual([]);
  expect(answers.filter(({ answer }) => JSON.stringify(answer.headers['set-cookie'] ?? '').includes('injected'))).toEqual([]);

  // Every probe outside the list is refused at the edge, and what the edge refuses never looks like a page.
  for (const { probe, answer } of answers.filter(({ probe }) => probe.kind === 'other path' || probe.kind === 'traversal')) {
    expect([404, 400], `${probe.path}`).toContain(answer.status);
  }
});
