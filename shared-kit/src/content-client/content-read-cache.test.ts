/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createContentClient } from './content-client';
import { createContentReadCache, contentReadKind, parseReadLifetimes, type ContentReadCacheOptions } from './content-read-cache';
import type { MenuLink } from './content-types';

// The real stand-in over HTTP: what the site reads in production, with its credentials.
const AUTHORIZATION = `Basic ${Buffer.from('bank-site:stand-in-only-password').toString('base64')}`;
const FOOTER = '/entity/menu/footer/tree';
const EDITED_TITLE = 'Edited by the content editor';

let standIn: ChildProcess;
let contentHost: string;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

beforeAll(async () => {
  const port = await freePort();
  contentHost = `http://127.0.0.1:${port}`;
  standIn = spawn(process.execPath, [path.join(__dirname, '../../../backend-stub/src/server.mjs')], {
    env: { ...process.env, PORT: String(port), STUB_DATA_DIR: path.join(os.tmpdir(), `read-cache-${port}`) },
    stdio: 'ignore',
  });
  // On a fresh clone the stand-in first makes its pictures, while the build and other tests share the 2 cores.
  const startedBy = Date.now() + 90_000;
  while (Date.now() < startedBy) {
    const answer = await fetch(`${contentHost}/uk${FOOTER}`, { headers: { Authorization: AUTHORIZATION } }).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the stand-in did not start');
}, 100_000);

afterAll(() => {
  standIn.kill();
});

/**
 * The stand-in, counted: every call that reaches it. After `edit()`, the footer's first link is
 * renamed, as an editor would rename it in the content system.
 */
function contentHostSeenBySite() {
  const calls: string[] = [];
  let edited = false;
  const countedFetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(String(input));
    const response = await fetch(input, init);
    if (!edited || !String(input).endsWith(FOOTER)) return response;
    const [first, ...rest] = (await response.json()) as MenuLink[];
    return new Response(JSON.stringify([{ ...first, title: EDITED_TITLE }, ...rest]), { status: response.status, headers: response.headers });
  };
  return {
    calls,
    edit: () => {
      edited = true;
    },
    client: (cache: ReturnType<typeof createContentReadCache>) =>
      createContentClient({
        baseUrl: contentHost,
        headers: { Authorization: AUTHORIZATION },
        rejectUnauthorized: true,
        currentPath: () => '/uk',
        navigate: jest.fn(),
        fetch: countedFetch,
        cache,
      }),
  };
}

const lifetimes = (seconds: number): ContentReadCacheOptions['ttlSeconds'] => ({ page: seconds, menu: seconds, notice: seconds, block: seconds });
const footerTitle = async (client: ReturnType<ReturnType<typeof contentHostSeenBySite>['client']>) => (await client.get<MenuLink[]>('uk', FOOTER))[0]?.title;

describe('content reads cached on the server', () => {
  it('a second read of the same menu is served from the cache, without a call to the content host', async () => {
    const host = contentHostSeenBySite();
    const client = host.client(createContentReadCache({ ttlSeconds: lifetimes(60), staleSeconds: 60 }));
    const first = await client.get('uk', FOOTER);
    expect(await client.get('uk', FOOTER)).toEqual(first);
    expect(host.calls).toHaveLength(1);
  });

  it('50 simultaneous identical reads make one call to the content host', async () => {
    const host = contentHostSeenBySite();
    const cache = createContentReadCache({ ttlSeconds: lifetimes(60), staleSeconds: 60 });
    // 50 renders at once, each with a client of its own, sharing the process's cache.
    const answers = await Promise.all(Array.from({ length: 50 }, () => host.client(cache).get('uk', FOOTER)));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(host.calls).toHaveLength(1);
  });

  it("an editor's change shows once the menu's lifetime has passed", async () => {
    const host = contentHostSeenBySite();
    // No stale window: past its lifetime an answer is read again before it is shown.
    const client = host.client(createContentReadCache({ ttlSeconds: lifetimes(0.2), staleSeconds: 0 }));
    expect(await footerTitle(client)).not.toBe(EDITED_TITLE);
    host.edit();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await footerTitle(client)).toBe(EDITED_TITLE);
  });

  it('past its lifetime the last copy is served at once while a fresh one is read, then the fresh one (stale-while-revalidate)', async () => {
    const host = contentHostSeenBySite();
    const client = host.client(createContentReadCache({ ttlSeconds: lifetimes(0.2), staleSeconds: 60 }));
    const original = await footerTitle(client);
    host.edit();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await footerTitle(client)).toBe(original);
    expect(host.calls).toHaveLength(2);
    // The fresh copy replaces the stale one once its read is done.
    let title = original;
    for (let tries = 0; title === original && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      title = await footerTitle(client);
    }
    expect(title).toBe(EDITED_TITLE);
  });

  it('a content host that fails is answered with the last good copy', async () => {
    let failing = false;
    const cache = createContentReadCache({ ttlSeconds: lifetimes(0.2), staleSeconds: 0 });
    const client = createContentClient({
      baseUrl: contentHost,
      headers: { Authorization: AUTHORIZATION },
      currentPath: () => '/uk',
      navigate: jest.fn(),
      fetch: async (input, init) => (failing ? new Response('{"message":"down"}', { status: 503 }) : fetch(input, init)),
      cache,
    });
    const good = await client.get('uk', FOOTER);
    failing = true;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await client.get('uk', FOOTER)).toEqual(good);
    // Never read before, the failure is the answer.
    await expect(client.get('uk', '/entity/menu/social/tree')).rejects.toMatchObject({ status: 503 });
  });

  it("honours the host's Cache-Control: an answer it forbids keeping is read again", async () => {
    let calls = 0;
    const client = createContentClient({
      baseUrl: contentHost,
      currentPath: () => '/uk',
      navigate: jest.fn(),
      fetch: async () => {
        calls += 1;
        return new Response('[]', { status: 200, headers: { 'Cache-Control': 'no-store' } });
      },
      cache: createContentReadCache({ ttlSeconds: lifetimes(60), staleSeconds: 60 }),
    });
    await client.get('uk', FOOTER);
    await client.get('uk', FOOTER);
    expect(calls).toBe(2);
  });

  it('a named read sent as a POST (the proxy) is shared per body; an action sent as a POST never is', async () => {
    const host = contentHostSeenBySite();
    const cache = createContentReadCache({ ttlSeconds: lifetimes(60), staleSeconds: 60 });
    const rates = (date: string) => host.client(cache).post('uk', '/jsonapi/wise/proxyrequest?method=GetExchangeRate', { date }, { read: true });
    const [first, second] = await Promise.all([rates('2026-11-27'), rates('2026-11-27')]);
    expect(second).toEqual(first);
    expect(await rates('2026-11-27')).toEqual(first);
    expect(host.calls).toHaveLength(1);
    // Another body is another read.
    await rates('2026-11-26');
    expect(host.calls).toHaveLength(2);
    // Without `read`, every POST reaches the host.
    const secretCode = () => host.client(cache).post('uk', '/jsonapi/wise/proxyrequest?method=GetSecretCode&form=true', {});
    await secretCode();
    await secretCode();
    expect(host.calls).toHaveLength(4);
  });

  it('refuses an answer larger than the size cap', async () => {
    const client = createContentClient({
      baseUrl: contentHost,
      headers: { Authorization: AUTHORIZATION },
      currentPath: () => '/uk',
      navigate: jest.fn(),
      maxBytes: 100,
      cache: createContentReadCache({ ttlSeconds: lifetimes(60), staleSeconds: 60 }),
    });
    await expect(client.get('uk', '/entity/menu/main_menu/tree')).rejects.toThrow('larger than 100 bytes');
  });
});

describe('kinds of read and their lifetimes', () => {
  it.each([
    ['/uk/jsonapi/wise/requestssr?url=%2Fuk&range=1', 'page'],
    ['/uk/entity/menu/footer/tree', 'menu'],
    ['/uk/jsonapi/block/block?filter[region][value]=notice', 'notice'],
    ['/uk/jsonapi/node/news?page=1', 'block'],
  ])('%s is a %s read', (url, kind) => {
    expect(contentReadKind(url)).toBe(kind);
  });

  it('reads SSR_CACHE_SECONDS, keeping the defaults for kinds it does not name', () => {
    expect(parseReadLifetimes('menu=120, block=2,unknown=9,page=x', lifetimes(10))).toEqual({ page: 10, menu: 120, notice: 10, block: 2 });
  });
});
