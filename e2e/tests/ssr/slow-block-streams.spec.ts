import http from 'node:http';
import { expect, test } from '@playwright/test';
import { watchConsole } from '../../support/console-errors';
import { startFakeContentHost } from '../../support/fake-content-host';
import { waitUntilLive } from '../../support/live-page';
import { SEARCH_TEXT } from '../search/search-texts';
import { startNginxSite, stopNginxSite } from '../../support/nginx-site';
import { secondShellPort, startSecondShell } from '../../support/second-shell';
import { sitePorts } from '../../support/site-ports';

// A second shell reads its content through a fake host that holds the news list's read (its block's loader) until
// the test lets it through: the page must not wait for that block before its first bytes go out.
const NEWS_READ = /\/jsonapi\/node\/news\b/;
const NEWS_PLACE = '<div class="bank-block" data-block-type="content" data-block-id="news-list">';

let host: Awaited<ReturnType<typeof startFakeContentHost>>;
let shell: Awaited<ReturnType<typeof startSecondShell>>;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  host = await startFakeContentHost(`http://127.0.0.1:${sitePorts().backendStub}`);
  // Uncached reads: every render asks the host for the news again. A loader deadline longer than the test's
  // hold: the block arrives late rather than being given up on. A second's wait for a whole page: on a busy
  // machine an answering host still gives whole pages.
  shell = await startSecondShell(host.origin, 'slowBlockStreams', { SSR_CACHE: 'off', SSR_REMOTE_TIMEOUT_MS: '60000', SSR_WHOLE_PAGE_MS: '1000' });
  // Its remotes' server code loaded, so that the block's loader really runs on the server.
  await fetch(`${shell.origin}/uk/news`);
});
test.afterAll(async () => {
  shell?.stop();
  await host?.stop();
});
test.afterEach(() => host.heal());

/** Reads a page as it arrives, until `until` holds for what has come so far. */
function readPage(url: string) {
  let text = '';
  let headers: http.IncomingHttpHeaders = {};
  let onData = () => undefined as void;
  const ended = new Promise<void>((resolve, reject) => {
    http
      .get(url, { headers: { Accept: 'text/html' } }, (response) => {
        headers = response.headers;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          onData();
        });
        response.on('end', resolve);
      })
      .on('error', reject);
  });
  return {
    headers: () => headers,
    text: () => text,
    until: (seen: (text: string) => boolean) =>
      new Promise<void>((resolve) => {
        onData = () => seen(text) && resolve();
        onData();
      }),
    ended,
  };
}

test('a page whose block data is slow sends its head and header first; the block follows in its place, same response', async () => {
  const news = host.hold(NEWS_READ);
  const response = readPage(`${shell.origin}/uk/news`);
  // With the news read still held, the page has come as far as the block's place: had the server waited for the
  // block's loader, nothing would come until the read is let through, and this would never resolve.
  await response.until((text) => text.includes(NEWS_PLACE));
  expect(news.held()).toBeGreaterThan(0);
  const first = response.text();
  expect(first).toContain('<html lang="uk"');
  expect(first).toContain('href="/uk/credits"');
  // Up to the block's place and no further: the block itself has not come.
  expect(first.endsWith(NEWS_PLACE)).toBe(true);
  expect(response.headers()).toMatchObject({ 'x-page-complete': 'no', 'cache-control': 'no-store', 'x-accel-buffering': 'no' });

  news.release();
  await response.ended;
  const rest = response.text().slice(first.length);
  expect(rest.startsWith('<section')).toBe(true);
  expect(rest).toContain('<article');
  expect(rest).toContain('"news-list":{"owner"');
  expect(rest).toMatch(/<\/html>\s*$/);
});

test('the streamed page paints before its slow block arrives, then hydrates and works', async ({ page }) => {
  const news = host.hold(NEWS_READ);
  const console = watchConsole(page);
  await page.goto(`${shell.origin}/uk/news`, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Новини банку' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Кредити', exact: true })).toBeAttached();
  expect(news.held()).toBeGreaterThan(0);
  const newsItems = page.getByRole('main').getByRole('list').getByRole('article');
  await expect(newsItems).toHaveCount(0);

  news.release();
  await waitUntilLive(page);
  await expect(newsItems.first()).toBeVisible();
  // The page works on: its menu leads on.
  await page.getByRole('navigation', { name: 'Головне меню' }).getByRole('link', { name: 'Кредити', exact: true }).click();
  await expect(page).toHaveURL(/\/uk\/credits$/);
  expect(console.uncaught).toEqual([]);
});

test('a search the content system does not have, known only after the first bytes went out, still takes the visitor to the 404 page', async ({ browser }) => {
  // Without script too: the page itself sends the browser on.
  for (const javaScriptEnabled of [true, false]) {
    host.heal();
    const search = host.hold(/\/jsonapi\/wise\/search\b/);
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${shell.origin}/uk/search/%20%20`, { waitUntil: 'commit' });
    await expect.poll(() => search.held()).toBeGreaterThan(0);
    search.release();
    await expect(page).toHaveURL(`${shell.origin}/uk/404`);
    await expect(page.getByText(SEARCH_TEXT.uk.pageNotFound)).toBeVisible();
    await context.close();
  }
});

test("the shell's nginx passes a streamed page on and never stores it; a whole page it stores", async ({ request }) => {
  test.setTimeout(300_000);
  const site = await startNginxSite({ shift: 80, contentHost: host.origin, pageServers: [`127.0.0.1:${secondShellPort('slowBlockStreams')}`] });
  try {
    const visit = async (path: string) => {
      const response = await request.get(site.origin + path);
      return { status: response.status(), headers: response.headers(), body: await response.text() };
    };
    // nginx passes the page's first bytes on while the block is still held (it would otherwise buffer them).
    const news = host.hold(NEWS_READ);
    const throughNginx = readPage(`${site.origin}/uk/news?held`);
    await throughNginx.until((text) => text.includes(NEWS_PLACE));
    expect(news.held()).toBeGreaterThan(0);
    news.release();
    await throughNginx.ended;
    expect(throughNginx.text()).toContain('<article');
    host.heal();

    // Later than the page waits for its blocks: every render of the news page streams.
    host.delay(NEWS_READ, 4_000);
    const streamed = [await visit('/uk/news?streamed'), await visit('/uk/news?streamed')];
    for (const answer of streamed) {
      expect(answer).toMatchObject({ status: 200, headers: expect.objectContaining({ 'x-page-cache': 'MISS', 'cache-control': 'no-store' }) });
      expect(answer.body).toContain('<article');
      expect(answer.body).toMatch(/<\/html>\s*$/);
    }

    host.heal();
    const whole = [await visit('/uk/news?whole'), await visit('/uk/news?whole')];
    expect(whole.map(({ headers }) => headers['x-page-cache'])).toEqual(['MISS', 'HIT']);
    expect(whole[1]?.headers['cache-control']).toBe('no-cache');
  } finally {
    await stopNginxSite(site.pid);
  }
});
