import Fastify from 'fastify';
import { registerNoticeRoute } from './notice-route.mjs';

// The notice's rules come from the server build in production (edge-form-rules.cjs, tested with their source
// in shell/src/notice); here, their shape.
const noticeRules = {
  NOTICE_CLOSE_ACTION: '/notice/close',
  noticeClosedCookie: (closedAt, secure) => `bank_notice_closed=${closedAt}; Max-Age=43200; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`,
  noticeReturnPath: (returnTo) => (returnTo === '/ru/credits?page=2' ? returnTo : '/uk'),
};
const SITE = 'https://bank.example';

let app;
let origin;

beforeAll(async () => {
  app = Fastify();
  await registerNoticeRoute(app, { siteOrigin: SITE, secure: true }, noticeRules);
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (app.server.address()).port}`;
});

afterAll(() => app.close());

/** The close form as a browser sends it without script (fastify's inject needs an ESM-only cookie package jest cannot load here). */
function sendCloseForm(fields, headers = {}) {
  return fetch(`${origin}/notice/close`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE, 'sec-fetch-site': 'same-origin', ...headers },
    body: new URLSearchParams(fields),
  });
}

test('the close form sent from the site sets the 12-hour cookie and sends the visitor back to the page (303)', async () => {
  const before = Date.now();
  const response = await sendCloseForm({ returnTo: '/ru/credits?page=2' });
  expect(response.status).toBe(303);
  expect(response.headers.get('location')).toBe('/ru/credits?page=2');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const [, closedAt] = /^bank_notice_closed=(\d+); Max-Age=43200; Path=\/; SameSite=Lax; Secure$/.exec(response.headers.get('set-cookie')) ?? [];
  expect(Number(closedAt)).toBeGreaterThanOrEqual(before);
});

test('a return path that is not a page of the site sends the visitor to the home page, never elsewhere', async () => {
  for (const returnTo of ['https://evil.example/uk', '//evil.example']) {
    expect((await sendCloseForm({ returnTo })).headers.get('location')).toBe('/uk');
  }
  expect((await sendCloseForm({})).headers.get('location')).toBe('/uk');
});

test("another site's page posting the form is refused, and no cookie is set", async () => {
  for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
    const response = await sendCloseForm({ returnTo: '/uk' }, headers);
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  }
});
