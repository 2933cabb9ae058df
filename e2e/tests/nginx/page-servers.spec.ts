import { expect, test, type APIRequestContext } from '@playwright/test';
import { startNginxSite, stopNginxSite, type NginxSite } from '../../support/nginx-site';

// The shell's nginx in front of two real page servers (compose's replicas). One nginx site for the file, on ports
// of its own.
test.describe.configure({ mode: 'serial' });

let site: NginxSite;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  site = await startNginxSite({ shift: 70 });
});

test.afterAll(async () => {
  if (site) await stopNginxSite(site.pid);
});

async function visit(request: APIRequestContext, path: string) {
  const response = await request.get(site.origin + path, { timeout: 30_000 });
  const headers = response.headers();
  return { status: response.status(), cache: headers['x-page-cache'], complete: headers['x-page-complete'], body: await response.text() };
}

test('a whole page from the real page servers says so, and the next visitor gets it from the page cache', async ({ request }) => {
  // A page server just started may still send a page short of a block (marked, and rightly not stored): the
  // first whole page a fresh address gets is the one to follow.
  let path = '';
  let first: Awaited<ReturnType<typeof visit>> | undefined;
  let tries = 0;
  await expect(async () => {
    path = `/uk?visitor=whole-${(tries += 1)}`;
    first = await visit(request, path);
    expect(first).toMatchObject({ status: 200, cache: 'MISS', complete: 'yes' });
  }).toPass();
  expect(first?.body).toContain('Хто може отримати кредит?');
  // nginx moves the page into its cache once the page server's answer has ended, which may be just after the
  // visitor has it.
  await expect.poll(async () => (await visit(request, path)).cache).toBe('HIT');
  expect(await visit(request, path)).toMatchObject({ status: 200, cache: 'HIT', body: first?.body });
});

test('a page server that dies: the other renders every page, whole', async ({ request }) => {
  process.kill(site.pids['shell-pages-1'] ?? 0, 'SIGKILL');
  // Query strings the cache has never seen: each visit reaches a page server.
  const answers = await Promise.all([1, 2, 3, 4].map((visitor) => visit(request, `/uk?visitor=${visitor}`)));
  for (const answer of answers) {
    expect(answer.status).toBe(200);
    expect(answer.body).toMatch(/<h1[^>]*>Банк, який поруч щодня<\/h1>/);
    expect(answer.body).toContain('Хто може отримати кредит?');
  }
});
