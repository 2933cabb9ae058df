import { expect, test, type APIRequestContext } from '@playwright/test';
import { startNginxSite, stopNginxSite, type NginxSite } from '../../support/nginx-site';
import { startPageServerStandIns } from '../../support/page-server-stand-in';

// The shell's nginx (deploy/nginx/shell.conf.template, run as the nginx image runs it) in front of two page
// servers that answer as the page-server contract says: what the page cache stores, and what a visitor gets
// when the page servers fail. One nginx site for the file, on ports of its own.
test.describe.configure({ mode: 'serial' });

let site: NginxSite;
let pageServers: Awaited<ReturnType<typeof startPageServerStandIns>>;
let pathCount = 0;
/** A page path no earlier test has asked for (the cache keeps every page it stored). */
const freshPath = (name: string) => `/uk/${name}-${(pathCount += 1)}`;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  pageServers = await startPageServerStandIns(2);
  site = await startNginxSite({ shift: 70, contentHost: 'http://127.0.0.1:9', pageServers: pageServers.addresses });
});

test.afterAll(async () => {
  if (site) await stopNginxSite(site.pid);
  await pageServers?.stopAll();
});

async function visit(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(site.origin + path, { headers, maxRedirects: 0 });
  return { status: response.status(), cache: response.headers()['x-page-cache'], headers: response.headers(), body: await response.text() };
}

/** Asks for a page until nginx has asked the page servers again (its copy went stale), keeping each answer. */
async function visitUntilRenderedAgain(request: APIRequestContext, path: string) {
  const rendersBefore = pageServers.renders(path);
  const answers: Awaited<ReturnType<typeof visit>>[] = [];
  await expect
    .poll(
      async () => {
        answers.push(await visit(request, path));
        return pageServers.renders(path);
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toBeGreaterThan(rendersBefore);
  answers.push(await visit(request, path));
  return answers;
}

test('a whole page is rendered once and the next visitors get it from the page cache', async ({ request }) => {
  pageServers.answer('whole');
  const path = freshPath('whole');
  const first = await visit(request, path);
  const second = await visit(request, path);
  expect(first).toMatchObject({ status: 200, cache: 'MISS' });
  expect(second).toMatchObject({ status: 200, cache: 'HIT', body: first.body });
  expect(pageServers.renders(path)).toBe(1);
});

for (const [answer, rule] of [
  ['short', 'a page sent short of a block (X-Page-Complete: no) is never stored'],
  ['unmarked', 'an answer that does not say the page is whole is not stored'],
] as const) {
  test(`${rule}: every visitor gets a render of their own`, async ({ request }) => {
    pageServers.answer(answer);
    const path = freshPath(answer);
    const answers = [await visit(request, path), await visit(request, path), await visit(request, path)];
    expect(answers.map(({ status, cache }) => ({ status, cache }))).toEqual(Array(3).fill({ status: 200, cache: 'MISS' }));
    expect(answers.map(({ body }) => body)).toEqual([1, 2, 3].map((render) => `<!doctype html><h1>render ${render} of ${path}</h1>`));
    expect(pageServers.renders(path)).toBe(3);
  });
}

test('a page short of a block reaches the browser marked no-store; a whole one no-cache', async ({ request }) => {
  pageServers.answer('short');
  expect((await visit(request, freshPath('short'))).headers['cache-control']).toBe('no-store');
  pageServers.answer('whole');
  expect((await visit(request, freshPath('whole'))).headers['cache-control']).toBe('no-cache');
});

test('many visitors asking at once for a page not stored yet cost one render', async ({ request }) => {
  pageServers.answer('whole', { delay: 1_000 });
  const path = freshPath('burst');
  const answers = await Promise.all(Array.from({ length: 30 }, () => visit(request, path)));
  expect(new Set(answers.map(({ status, body }) => `${status} ${body}`))).toEqual(new Set([`200 <!doctype html><h1>render 1 of ${path}</h1>`]));
  expect(pageServers.renders(path)).toBe(1);
});

test('a visitor with a session, a canary or a closed notice gets a page rendered for them, never a stored one', async ({ request }) => {
  pageServers.answer('whole');
  const path = freshPath('personal');
  await visit(request, path);
  const session = await visit(request, path, { Cookie: 'SESS0a1b2c=visitor' });
  const canary = await visit(request, path, { Cookie: 'bank_canary=mf_content@1.2.0' });
  const noticeClosed = await visit(request, path, { Cookie: `theme=x; bank_notice_closed=${Date.now()}` });
  expect([session.cache, canary.cache, noticeClosed.cache]).toEqual(['BYPASS', 'BYPASS', 'BYPASS']);
  expect(pageServers.renders(path)).toBe(4);
  expect((await visit(request, path)).body).toContain('render 1 of');
});

// The page server's cookie parser trims the spaces around a name: nginx's match takes in every such spelling.
test('a closed notice or a canary spelled with spaces around the name still bypasses the page cache both ways', async ({ request }) => {
  pageServers.answer('whole');
  const path = freshPath('personal-spelled');
  await visit(request, path);
  const spellings = [
    `bank_notice_closed =${Date.now()}`,
    `a=1;bank_notice_closed\t= ${Date.now()}`,
    'bank_canary =mf_content@1.2.0',
    'x=1; bank_canary  =mf_content@1.2.0',
  ];
  for (const cookie of spellings) expect((await visit(request, path, { Cookie: cookie })).cache, cookie).toBe('BYPASS');
  expect(pageServers.renders(path)).toBe(1 + spellings.length);
  expect((await visit(request, path)).body).toContain('render 1 of');
});

test("the notice's close form (a POST to a page route, outside /api) reaches a page server each time", async ({ request }) => {
  pageServers.answer('whole');
  const before = pageServers.renders('/notice/close');
  for (let send = 0; send < 2; send += 1) {
    const response = await request.post(`${site.origin}/notice/close`, { form: { returnTo: '/uk' }, maxRedirects: 0 });
    expect(response.status()).toBe(200);
  }
  expect(pageServers.renders('/notice/close')).toBe(before + 2);
});

test('a failed render (503): visitors get the last good copy of the page, and its 503 only when there is none', async ({ request }) => {
  pageServers.answer('whole');
  const path = freshPath('failing');
  const good = await visit(request, path);
  pageServers.answer('failed');
  const answers = await visitUntilRenderedAgain(request, path);
  expect(answers.map(({ status, body }) => ({ status, body }))).toEqual(Array(answers.length).fill({ status: 200, body: good.body }));
  expect(answers.at(-1)?.cache).toMatch(/STALE|UPDATING/);

  const neverStored = await visit(request, freshPath('failing'));
  expect(neverStored).toMatchObject({ status: 503, headers: expect.objectContaining({ 'retry-after': '5', 'cache-control': 'no-store' }) });
});

test('with one page server down, the other renders every page', async ({ request }) => {
  pageServers.answer('unmarked');
  await pageServers.stop(0);
  const answers = await Promise.all(Array.from({ length: 6 }, () => visit(request, freshPath('one-down'))));
  expect(answers.map(({ status }) => status)).toEqual(Array(6).fill(200));
});

test('with every page server down, visitors get the last good copy of a page', async ({ request }) => {
  pageServers.answer('whole');
  const path = freshPath('all-down');
  const good = await visit(request, path);
  await pageServers.stopAll();
  await expect.poll(async () => (await visit(request, path)).cache, { timeout: 30_000, intervals: [500] }).toBe('STALE');
  expect(await visit(request, path)).toMatchObject({ status: 200, body: good.body });
});
