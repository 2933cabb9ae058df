/**
 * @jest-environment node
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import type { ContentClient, ExposedBlock } from '@bank/shared-kit';
import type { ServerFederation } from '../federation/server/server-federation';
import { noticeClosedCookie } from '../notice/notice-close';
import { fetchMenus } from '../menus/menus-model';
import { fetchProposals } from '../notifications/notifications-model';
import { createPageRenderer, type PageRendererOptions } from './render-page';

// Counted: with no remote deployed, the only React render of a page is the app around its blocks.
jest.mock('react-dom/server', () => {
  const actual = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');
  return { ...actual, renderToString: jest.fn(actual.renderToString) };
});

// Counted: a warm page runs none of the page's own reads again.
jest.mock('../menus/menus-model', () => {
  const actual = jest.requireActual<typeof import('../menus/menus-model')>('../menus/menus-model');
  return { ...actual, fetchMenus: jest.fn(actual.fetchMenus) };
});
jest.mock('../notifications/notifications-model', () => {
  const actual = jest.requireActual<typeof import('../notifications/notifications-model')>('../notifications/notifications-model');
  return { ...actual, fetchProposals: jest.fn(actual.fetchProposals) };
});

// A test may stand in for the remotes' server code (a block whose loader it holds); the others load it for real.
let mockFederation: ServerFederation | null = null;
jest.mock('../federation/server/server-federation', () => {
  const actual = jest.requireActual<typeof import('../federation/server/server-federation')>('../federation/server/server-federation');
  return {
    ...actual,
    createServerFederation: (options: Parameters<typeof actual.createServerFederation>[0]) => mockFederation ?? actual.createServerFederation(options),
  };
});
afterEach(() => {
  mockFederation = null;
});

// The server render against the real stand-in (backend-stub), started as `npm start` starts it. No remote is
// deployed: the page is the shell's own (menus, notice, head, language) and every block is the browser's.
const repo = path.resolve(__dirname, '..', '..', '..');
const authorization = `Basic ${Buffer.from('bank-site:stand-in-only-password').toString('base64')}`;
const origin = 'https://bank.example';

let standIn: ChildProcess;
let contentHost: string;
let dataDir: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  const port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'render-page-'));
  standIn = spawn(process.execPath, [path.join(repo, 'backend-stub', 'src', 'server.mjs')], {
    env: { ...process.env, PORT: String(port), STUB_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    standIn.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes(`on :${port}`) && resolve());
    standIn.on('exit', (code) => reject(new Error(`the stand-in stopped (${code})`)));
  });
  contentHost = `http://127.0.0.1:${port}`;
}, 60_000);

afterAll(() => {
  standIn.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

// One object, as remotes.json is read (runtime-files.mjs) until it changes.
const NO_REMOTES = { remotes: {} };

function renderer(overrides: Partial<PageRendererOptions> = {}) {
  return createPageRenderer({
    contentHost,
    authorization,
    template: readFileSync(path.join(repo, 'shell', 'public', 'index.html'), 'utf8'),
    shellAssets: { stylesheets: [], scripts: ['/main.js'] },
    readManifest: async () => NO_REMOTES,
    canaryEnabled: async () => false,
    allowedOrigins: [],
    loadTimeoutMs: 1500,
    breakerOpenMs: 10_000,
    // Whole pages unless a test says otherwise: a busy machine's slow block would make any page stream.
    wholePageMs: 30_000,
    contentReads: { cached: true, staleSeconds: 60, timeoutMs: 3000, maxBytes: 4 * 1024 * 1024 },
    ...overrides,
  });
}

/** Counts the render's calls to the content host, leaving them to go through. */
function countContentCalls() {
  const realFetch = globalThis.fetch;
  const calls: string[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith(contentHost)) calls.push(url);
    return realFetch(input, init);
  });
  return { calls, restore: () => spy.mockRestore() };
}

test('a page is rendered from the content host in its language: its head, menus and the script that hydrates it', async () => {
  const { renderPage } = renderer();
  const uk = await renderPage('/uk/credits', origin);
  expect(uk.status).toBe(200);
  expect(uk.body?.toString()).toContain('<html lang="uk"');
  expect(uk.body?.toString()).toMatch(/<title>[^<]*Кредит/);
  expect(uk.body?.toString()).toContain(`<link rel="canonical" href="${origin}/uk/credits"`);
  expect(uk.body?.toString()).toContain('href="/uk/deposits"');
  expect(uk.body?.toString()).toContain('"/main.js"');

  const ru = await renderPage('/ru/credits', origin);
  expect(ru.body?.toString()).toContain('<html lang="ru"');
  expect(ru.body?.toString()).toContain('href="/ru/deposits"');
}, 30_000);

test("a block whose remote's server code cannot be loaded is left to the browser, and the page says it is not whole", async () => {
  const unreachable = 'http://127.0.0.1:9/1.0.0';
  const manifest = {
    remotes: {
      mf_content: {
        live: '1.0.0',
        versions: {
          '1.0.0': {
            entry: `${unreachable}/remoteEntry.js`,
            serverEntry: `${unreachable}/server/remoteEntry.js`,
            blockTypes: { info_block_image: './info-block-image' },
          },
        },
      },
    },
  };
  const { renderPage } = renderer({ readManifest: async () => manifest, allowedOrigins: ['http://127.0.0.1:9'] });
  const page = await renderPage('/uk/credits', origin);
  expect(page.status).toBe(200);
  expect(page.complete).toBe(false);
  expect(page.body?.toString()).toMatch(/<div class="bank-block" data-block-type="info_block_image"[^>]*><\/div>/);
  // With nothing live, no block is anyone's: nothing is left to fill, and the page is whole.
  expect((await renderer().renderPage('/uk/credits', origin)).complete).toBe(true);
}, 30_000);

test('the site root, a page with a trailing slash and a header search sent without script are redirects; an unknown page is the 404 page', async () => {
  const { renderPage } = renderer();
  expect(await renderPage('/?utm_source=tv', origin)).toEqual({ status: 302, redirect: '/uk?utm_source=tv' });
  expect(await renderPage('/uk/news/?page=2', origin)).toEqual({ status: 301, redirect: '/uk/news?page=2' });
  expect(await renderPage('/uk/product/kredyt-gotivkoiu//', origin)).toEqual({ status: 301, redirect: '/uk/product/kredyt-gotivkoiu' });
  const searched = await renderPage('/ru/search?q=%D0%B2%D0%BA%D0%BB%D0%B0%D0%B4', origin);
  expect(searched.status).toBe(303);
  expect(searched.redirect).toMatch(/^\/ru\/search\//);
  const missing = await renderPage('/uk/no-such-page', origin);
  expect(missing.status).toBe(404);
  expect(missing.body?.toString()).toContain('<html lang="uk"');
}, 30_000);

test('a warm page costs the content host no call; a new renderer reads each thing once', async () => {
  const { renderPage } = renderer();
  const cold = countContentCalls();
  try {
    await Promise.all([renderPage('/uk/credits', origin), renderPage('/uk/credits', origin), renderPage('/uk/credits', origin)]);
  } finally {
    cold.restore();
  }
  expect(cold.calls.length).toBeGreaterThan(0);
  expect(cold.calls.filter((url, index) => cold.calls.indexOf(url) !== index)).toEqual([]);

  const warm = countContentCalls();
  try {
    await renderPage('/uk/credits', origin);
  } finally {
    warm.restore();
  }
  expect(warm.calls).toEqual([]);
}, 30_000);

test('with the content host unreachable, the page answers 503 in its language, and the failure is logged', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const page = await renderer({ contentHost: 'http://127.0.0.1:9' }).renderPage('/ru/credits', origin);
    expect(page.status).toBe(503);
    expect(page.body?.toString()).toContain('<html lang="ru"');
    expect(logged).toHaveBeenCalled();
  } finally {
    logged.mockRestore();
  }
}, 30_000);

/** /uk/credits' image block, owned by a remote whose loader answers when the test says so. */
function heldBlock(render: (data: { text: string }) => string = ({ text }) => text) {
  let answer!: (data: { text: string } | Error) => void;
  const answered = new Promise<{ text: string } | Error>((resolve) => {
    answer = resolve;
  });
  const exposed = {
    Component: ({ data }: { data: { text: string } }) => <p>{render(data)}</p>,
    load: async () => {
      const data = await answered;
      if (data instanceof Error) throw data;
      return data;
    },
  } as unknown as ExposedBlock<unknown>;
  return { answer, readManifest: imageBlockOwnedBy(exposed) };
}

const IMAGE_BLOCK_REMOTE = 'http://127.0.0.1:9/1.0.0';

/** Makes `exposed` mf_content's image block, the remote federation hands the renderer; returns its manifest reader. */
function imageBlockOwnedBy(exposed: ExposedBlock<unknown>) {
  mockFederation = { syncRemotes: () => undefined, loadBlock: async () => exposed, warmUp: async () => [], withTimeout: (promise) => promise };
  const manifest = {
    remotes: {
      mf_content: {
        live: '1.0.0',
        versions: { '1.0.0': { entry: `${IMAGE_BLOCK_REMOTE}/remoteEntry.js`, blockTypes: { info_block_image: './info-block-image' } } },
      },
    },
  };
  return async () => manifest;
}

const IMAGE_BLOCK_PLACE = /<div class="bank-block" data-block-type="info_block_image" data-block-id="[^"]+">/;

async function* chunksOf(stream: AsyncIterable<Buffer>) {
  yield* stream;
}

test('a block whose data is slow no longer holds the page: head and header go out first, the block follows in its place', async () => {
  const held = heldBlock();
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const page = await renderer({ readManifest: held.readManifest, wholePageMs: 20 }).renderPage('/uk/credits', origin);
    expect(page).toMatchObject({ status: 200, complete: false });
    expect(page.body).toBeUndefined();
    const chunks = chunksOf(page.stream!);
    // Read while the block's loader has not answered: without streaming this would wait for it.
    const first = String((await chunks.next()).value);
    expect(first).toContain('<html lang="uk"');
    expect(first).toContain('href="/uk/deposits"');
    expect(first).toMatch(new RegExp(`${IMAGE_BLOCK_PLACE.source}$`));

    held.answer({ text: 'Кредит на картку' });
    let rest = '';
    for await (const chunk of chunks) rest += chunk;
    expect(rest.startsWith('<p>Кредит на картку</p></div>')).toBe(true);
    expect(rest).toMatch(/"blocks":\{"[^"]+":\{"owner":\{"remote":"mf_content","parcel":".\/info-block-image"\},"data":\{"text":"Кредит на картку"\}/);
    expect(rest).toMatch(/<\/html>\s*$/);
  } finally {
    quiet.mockRestore();
  }
}, 30_000);

test('a block that fails after the first bytes went out is left to the browser, the page ends whole HTML, and it is logged', async () => {
  const held = heldBlock(() => {
    throw new Error('the block broke');
  });
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const page = await renderer({ readManifest: held.readManifest, wholePageMs: 20 }).renderPage('/uk/credits', origin);
    const chunks = chunksOf(page.stream!);
    await chunks.next();
    held.answer({ text: 'Кредит на картку' });
    let rest = '';
    for await (const chunk of chunks) rest += chunk;
    // The place stays empty, and the browser is not told to hydrate a block the server did not render.
    expect(rest.startsWith('</div>')).toBe(true);
    expect(rest).toContain('"blocks":{}');
    expect(rest).toMatch(/<\/html>\s*$/);
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/failed to render after the page started/), expect.any(Error));
  } finally {
    logged.mockRestore();
  }
}, 30_000);

test('a page whose blocks all answer within the window goes out whole, as one document a cache may keep', async () => {
  const held = heldBlock();
  held.answer({ text: 'Кредит на картку' });
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const page = await renderer({ readManifest: held.readManifest }).renderPage('/uk/credits', origin);
    expect(page).toMatchObject({ status: 200, complete: true });
    expect(page.stream).toBeUndefined();
    expect(page.body?.toString()).toMatch(new RegExp(`${IMAGE_BLOCK_PLACE.source}<p>Кредит на картку</p></div>`));
  } finally {
    quiet.mockRestore();
  }
}, 30_000);

const NOTICE_TEXT = 'можливі перерви в роботі інтернет-банкінгу';

/** The content host's answers, each passed through `edit` (an editor's change) while the test says so. */
function editedContent() {
  const realFetch = globalThis.fetch;
  let edit: ((url: string, text: string) => string) | null = null;
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const response = await realFetch(input, init);
    if (!edit || !url.startsWith(contentHost)) return response;
    return new Response(edit(url, await response.text()), { status: response.status, headers: response.headers });
  });
  return {
    edit: (change: (url: string, text: string) => string) => {
      edit = change;
    },
    restore: () => spy.mockRestore(),
  };
}

test('a search the content system does not have, known only after the first bytes went out, still sends the browser to the 404 page', async () => {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const exposed = {
    Component: () => <p>results</p>,
    // A blank search, which the content system answers with 404: the content client turns it into the 404 page.
    load: async (_block: unknown, context: { language: 'uk' }, client: ContentClient) => {
      await answered;
      return client.get(context.language, '/jsonapi/wise/search?fulltext=');
    },
  } as unknown as ExposedBlock<unknown>;
  mockFederation = { syncRemotes: () => undefined, loadBlock: async () => exposed, warmUp: async () => [], withTimeout: (promise) => promise };
  const manifest = {
    remotes: {
      mf_search: {
        live: '1.0.0',
        versions: {
          '1.0.0': { entry: 'http://127.0.0.1:9/1.0.0/remoteEntry.js', blockTypes: { search_box: './search-box', search_results: './search-results' } },
        },
      },
    },
  };
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    const page = await renderer({ readManifest: async () => manifest, wholePageMs: 20 }).renderPage('/uk/search/%20%20', origin);
    const chunks = chunksOf(page.stream!);
    await chunks.next();
    answer();
    let rest = '';
    for await (const chunk of chunks) rest += chunk;
    expect(rest).toContain('<meta http-equiv="refresh" content="0; url=/uk/404">');
    expect(rest).toMatch(/<\/html>\s*$/);
  } finally {
    logged.mockRestore();
  }
}, 30_000);

describe('the page around its blocks, made once for every visitor with the same inputs', () => {
  /** /uk/credits' image block, owned by a remote whose loader shows the first news title the content host answers. */
  function newsReadingBlock() {
    const exposed = {
      Component: ({ data }: { data: { title: string } }) => <p>{data.title}</p>,
      load: async (_block: unknown, context: { language: 'uk' }, client: ContentClient) => {
        const news = await client.get<{ data: Array<{ attributes: { title: string } }> }>(context.language, '/jsonapi/node/news');
        return { title: news.data[0]!.attributes.title };
      },
    } as unknown as ExposedBlock<unknown>;
    return { exposed, ...ownedWithItsFiles(exposed) };
  }

  /** Makes `exposed` mf_content's image block, with its remote's files answered: a page made without them would not be kept. */
  function ownedWithItsFiles(exposed: ExposedBlock<unknown>) {
    const readManifest = imageBlockOwnedBy(exposed);
    // Read for the block's styles and scripts.
    const files: Record<string, unknown> = {
      [`${IMAGE_BLOCK_REMOTE}/mf-manifest.json`]: { exposes: [{ path: './info-block-image', assets: { js: { sync: [] }, css: { sync: [] } } }] },
    };
    return { readManifest, files };
  }

  /** How many times the page's block loader, menus and proposals ran. */
  const runs = (load: jest.SpyInstance) => ({
    loader: load.mock.calls.length,
    menus: jest.mocked(fetchMenus).mock.calls.length,
    proposals: jest.mocked(fetchProposals).mock.calls.length,
  });

  test("a warm page whose reads get the same answers is sent as it was made, its block loaders, menus and proposals not run again; an editor's change to a block's data shows once its lifetime has passed", async () => {
    const { exposed, readManifest, files } = newsReadingBlock();
    const load = jest.spyOn(exposed as Required<ExposedBlock<unknown>>, 'load');
    // The host keeps the news for a second, everything else for a minute: only the block's data can change.
    const realFetch = globalThis.fetch;
    let newsTitle: ((text: string) => string) | null = null;
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url in files) return Response.json(files[url]);
      const response = await realFetch(input, init);
      if (!url.startsWith(contentHost)) return response;
      const news = url.includes('/jsonapi/node/news');
      const text = await response.text();
      return new Response(news && newsTitle ? newsTitle(text) : text, {
        status: response.status,
        headers: { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${news ? 1 : 60}` },
      });
    });
    try {
      // Past its lifetime a read waits for the fresh answer (no stale copy meanwhile).
      const { renderPage } = renderer({ readManifest, contentReads: { cached: true, staleSeconds: 0, timeoutMs: 3000, maxBytes: 4 * 1024 * 1024 } });
      const first = await renderPage('/uk/credits', origin);
      const title = /<p>([^<]+)<\/p><\/div>/.exec(first.body!.toString())![1]!;
      const cold = runs(load);
      expect(cold.loader).toBe(1);
      expect((await renderPage('/uk/credits', origin)).body).toBe(first.body);
      expect(runs(load)).toEqual(cold);

      newsTitle = (text) => text.replace(title, 'Банк відкрив ще одне відділення');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const after = (await renderPage('/uk/credits', origin)).body!.toString();
      expect(after).toMatch(new RegExp(`${IMAGE_BLOCK_PLACE.source}<p>Банк відкрив ще одне відділення</p></div>`));
      expect(after).toContain('"data":{"title":"Банк відкрив ще одне відділення"}');
      expect(runs(load).loader).toBe(2);
    } finally {
      spy.mockRestore();
    }
  }, 30_000);

  test("a page short of a block is not kept: the next visitor's render runs the block's loader again and gets the block", async () => {
    let loads = 0;
    const exposed = {
      Component: ({ data }: { data: { text: string } }) => <p>{data.text}</p>,
      load: async () => {
        loads += 1;
        if (loads === 1) throw new Error('the rates service is down');
        return { text: 'Кредит на картку' };
      },
    } as unknown as ExposedBlock<unknown>;
    const { readManifest, files } = ownedWithItsFiles(exposed);
    const realFetch = globalThis.fetch;
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      return url in files ? Response.json(files[url]) : realFetch(input, init);
    });
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { renderPage } = renderer({ readManifest });
      expect(await renderPage('/uk/credits', origin)).toMatchObject({ status: 200, complete: false });
      const next = await renderPage('/uk/credits', origin);
      expect(next).toMatchObject({ status: 200, complete: true });
      expect(next.body?.toString()).toMatch(new RegExp(`${IMAGE_BLOCK_PLACE.source}<p>Кредит на картку</p></div>`));
      expect(loads).toBe(2);
    } finally {
      quiet.mockRestore();
      spy.mockRestore();
    }
  }, 30_000);

  const rendersOf = (count: () => Promise<unknown>) => async () => {
    const before = jest.mocked(renderToString).mock.calls.length;
    await count();
    return jest.mocked(renderToString).mock.calls.length - before;
  };

  test('the same page with the same reads is not rendered again, and is the same page', async () => {
    const { renderPage } = renderer();
    const first = await renderPage('/uk/credits', origin);
    let again: Awaited<ReturnType<typeof renderPage>> | undefined;
    expect(await rendersOf(async () => (again = await renderPage('/uk/credits', origin)))()).toBe(0);
    expect(again).toEqual(first);
  }, 30_000);

  test('another language, another page or a visitor who closed the notice gets a page of their own', async () => {
    const { renderPage } = renderer();
    const page = async (url: string, cookie = '') => (await renderPage(url, origin, cookie)).body!.toString();
    // What the visitor sees: the inlined data after it holds the notice either way.
    const shown = (html: string) => html.slice(0, html.indexOf('<script type="application/json"'));
    const uk = await page('/uk/credits');
    expect(shown(uk)).toContain(NOTICE_TEXT);
    expect(await page('/ru/credits')).toContain('<html lang="ru"');
    expect(await page('/uk/deposits')).toContain(`<link rel="canonical" href="${origin}/uk/deposits"`);
    const closed = await page('/uk/credits', noticeClosedCookie(Date.now(), false).split(';')[0]!);
    expect(shown(closed)).not.toContain(NOTICE_TEXT);
    expect(closed).toContain('"noticeClosed":true');
    // And the visitor who did not close it still gets the notice.
    expect(await page('/uk/credits')).toBe(uk);
  }, 30_000);

  // The cookie parser trims a name's spaces (`bank_notice_closed =…`): a cache in front that did not see the cookie
  // must still never keep this page for everyone.
  test("a page made from the visitor's notice-closed cookie is one no cache may keep for others, the first time and when made again", async () => {
    const { renderPage } = renderer();
    const cookie = `bank_notice_closed =${Date.now()}`;
    const first = await renderPage('/uk/credits', origin, cookie);
    expect(first.body!.toString()).toContain('"noticeClosed":true');
    expect(first.complete).toBe(false);
    expect((await renderPage('/uk/credits', origin, cookie)).complete).toBe(false);
    expect((await renderPage('/uk/credits', origin)).complete).toBe(true);
  }, 30_000);

  test("an editor's change to a menu or the notice shows once that read's lifetime has passed", async () => {
    const content = editedContent();
    try {
      const { renderPage } = renderer({
        contentReads: { cached: true, lifetimes: 'page=0.3,menu=0.3,notice=0.3', staleSeconds: 0, timeoutMs: 3000, maxBytes: 4 * 1024 * 1024 },
      });
      const before = (await renderPage('/uk/credits', origin)).body!.toString();
      content.edit((url, text) =>
        /\/entity\/menu\/main_menu\//.test(url) ? text.replace('Депозити', 'Вклади') : text.replace('можливі перерви', 'будуть перерви'),
      );
      expect(before).toContain(NOTICE_TEXT);
      await new Promise((resolve) => setTimeout(resolve, 400));
      const after = (await renderPage('/uk/credits', origin)).body!.toString();
      expect(after).toContain('Вклади');
      expect(after).toContain('будуть перерви в роботі');
      expect(after).not.toContain(NOTICE_TEXT);
    } finally {
      content.restore();
    }
  }, 30_000);
});
