import { renderToString } from 'react-dom/server';
import { fork, type Scope } from 'effector';
import { JSDOM } from 'jsdom';
import { LRUCache } from 'lru-cache';
import {
  createContentClient,
  DEFAULT_LANGUAGE,
  languageOfPath,
  loadSanitizer,
  pathInLanguage,
  registerSiteOrigin,
  searchFormTarget,
  SITE_LANGUAGES,
} from '@bank/shared-kit';
import { createContentReadCache, parseReadLifetimes, type ContentReadCache } from '@bank/shared-kit/content-read-cache';
import type { RemoteManifest } from '../federation/remote-manifest';
import { setLiveBlockTable } from '../federation/block-table';
import { createServerFederation } from '../federation/server/server-federation';
import { requestedCanary, withCanary } from '../federation/canary';
import { $page } from '../page/page-model';
import { $menus, $menusFor } from '../menus/menus-model';
import { $notice, $noticeDismissed } from '../notice/notice-model';
import { isNoticeClosedBy } from '../notice/notice-close';
import { $proposals } from '../notifications/notifications-model';
import { serializeInlinedBlocks, serializeInlinedPageOpen } from '../page/inlined-page';
import type { PrerenderedBlock } from '../page/prerendered-blocks';
import { loadPageData, type LoadedBlock } from './page-data';
import { documentHead } from './document-head';
import { documentAround, inlinedStyleHashes, lateRedirect, type DocumentAround } from './html-document';
import { createRemoteWebAssets, type Stylesheet } from './remote-web-assets';
import { ServerApp } from './ServerApp';
import { fillChrome, renderChrome, type PageChrome } from './server-islands';
import { createRenderedIslands } from './rendered-islands';
import { recordReads } from './recorded-reads';
import { createSharedPages } from './shared-pages';
import { createWarmPages } from './warm-pages';
import { manifestRemotes } from './manifest-remotes';
import type { PageScripts } from '../page/page-scripts';

export interface PageRendererOptions {
  /** The content host itself; requests carry the basic-auth header, which never reaches the browser. */
  contentHost: string;
  authorization: string;
  template: string;
  /** The shell's bootstrap chunks; its stylesheets with their text, read from its build. */
  shellAssets: { stylesheets: Stylesheet[]; scripts: string[] };
  readManifest: () => Promise<RemoteManifest>;
  /** config.json's canary switch: off, a `?canary=` or canary cookie changes nothing. */
  canaryEnabled: () => Promise<boolean>;
  /** Origins remote server code may be loaded from. */
  allowedOrigins: string[];
  loadTimeoutMs: number;
  /** How long a page waits for all its blocks to answer it whole (SSR_WHOLE_PAGE_MS); after that it streams. */
  wholePageMs?: number;
  breakerOpenMs: number;
  onVersionSwitch?: (switches: number) => void;
  /** How content is read (SSR_CACHE_SECONDS, SSR_CACHE_STALE_SECONDS, SSR_CONTENT_TIMEOUT_MS, SSR_CONTENT_MAX_BYTES). */
  contentReads: { cached: boolean; lifetimes?: string; staleSeconds: number; timeoutMs: number; maxBytes: number };
}

/** The sanitised CMS fragments kept (in UTF-16 code units): every page's texts, many times over. */
const SANITISED_FRAGMENTS_BYTES = 32 * 1024 * 1024;

/**
 * A page whose blocks all arrive this soon goes out whole, storable by the page cache; one with a slower
 * block streams instead, its first bytes out without waiting for that block's loader.
 */
const DEFAULT_WHOLE_PAGE_MS = 50;

/** Whether `all` settled within `ms`. */
function arrivedWithin(all: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    void all.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Seconds a read is fresh, per kind: a menu or the notice changes rarely, a block's data (rates) more often. */
const READ_LIFETIMES = { page: 10, menu: 60, notice: 30, block: 5 };

export interface RenderedPage {
  status: number;
  /** The whole page, encoded (UTF-8). */
  body?: Buffer;
  /** The page in pieces as its blocks arrive, when some had not within `wholePageMs`: never whole (complete is false). */
  stream?: AsyncIterable<Buffer>;
  redirect?: string;
  /**
   * False when no cache may keep this page for others: a block was left for the browser to fill, or the page was
   * made from the visitor's own cookie (a closed notice, a canary), whatever a cache in front made of that cookie.
   */
  complete?: boolean;
  /** The CSP hashes of the page's inlined stylesheets. */
  styleHashes?: string[];
}

/**
 * What every visitor of a page with the same inputs gets (shared-pages.ts): all of it but the blocks' own HTML and
 * data, as bytes ready to send.
 */
interface SharedPage {
  chrome: PageChrome;
  /** False for one made while a file it needs could not be read: it serves its own request only. */
  kept: boolean;
  /** The scripts of each block rendered or still arriving. */
  blockScripts: ReadonlyMap<string, string[]>;
  integrity: PageScripts['integrity'];
  styleHashes: string[];
  /** The document around the app, with the preload of the picture its blocks made the largest paint. */
  documentWith: (lcpImagePreload: string | null) => SharedDocument;
  /** Its text in UTF-16 code units, near enough: what it holds in memory. */
  size: number;
}

/** The document's shared pieces: its start, and its end up to the inlined page's blocks. */
interface SharedDocument {
  start: Buffer;
  inlinedOpen: Buffer;
  close: DocumentAround['close'];
}

export function createPageRenderer(options: PageRendererOptions) {
  const sanitisedFragments = new LRUCache<string, string>({
    maxSize: SANITISED_FRAGMENTS_BYTES,
    sizeCalculation: (clean, fragment) => clean.length + fragment.length,
  });
  const sanitizerLoaded = loadSanitizer(new JSDOM('').window as unknown as Parameters<typeof loadSanitizer>[0], (fragment, sanitise) => {
    let clean = sanitisedFragments.get(fragment);
    if (clean === undefined) {
      clean = sanitise();
      sanitisedFragments.set(fragment, clean);
    }
    return clean;
  });
  const federation = createServerFederation(options);
  const remotesOf = manifestRemotes(options.allowedOrigins);
  const readLifetimes = parseReadLifetimes(options.contentReads.lifetimes, READ_LIFETIMES);
  // A block's HTML is reused for as long as its data is.
  const renderedIsland = createRenderedIslands(readLifetimes.block * 1000);
  // The rest of a page as long as the page is: what it shows follows from its reads, kept as long.
  const sharedPages = createSharedPages<SharedPage>(
    readLifetimes.page * 1000,
    (page) => page.size,
    (page) => page.kept,
    // What a making waits on (a remote's files) has this timeout of its own: twice that is a making gone wrong.
    options.loadTimeoutMs * 2,
  );
  const contentReads =
    options.contentReads.cached &&
    createContentReadCache({
      ttlSeconds: readLifetimes,
      staleSeconds: options.contentReads.staleSeconds,
    });
  // A whole page as long as its blocks' HTML is (rendered-islands.ts), while the answers it was made from stay the same.
  const warmPages = contentReads && createWarmPages<RenderedPage>(readLifetimes.block * 1000, (page) => page.body?.length ?? 0);
  // A remote's files are read within the time its code may take: a hanging remote must not hold the page.
  const fetchOk = async (url: string) => {
    const response = await fetch(url, { signal: AbortSignal.timeout(options.loadTimeoutMs) });
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response;
  };
  const remoteWebAssets = createRemoteWebAssets(
    async (url) => (await fetchOk(url)).json(),
    async (url) => (await fetchOk(url)).text(),
  );

  /** Loads the live remotes' server code before the first visitor asks (server-federation warmUp). */
  async function warmUp(withinMs: number): Promise<string[]> {
    const manifest = await options.readManifest();
    const remotes = remotesOf(manifest);
    setLiveBlockTable(remotes.live);
    return federation.warmUp(remotes.server, withinMs);
  }

  async function renderPage(url: string, origin: string, cookieHeader = ''): Promise<RenderedPage> {
    await sanitizerLoaded;
    // The site's configured origin, the same for every page: blocks write full addresses with it.
    registerSiteOrigin(origin);
    const { pathname, search } = new URL(url, origin);
    if (pathname === '/') return { status: 302, redirect: `/${DEFAULT_LANGUAGE}${search}` };
    // One address per page: with a trailing slash it is the same page, sent to its address (links, search engines).
    const withoutSlash = pathname.replace(/\/+$/, '');
    if (withoutSlash !== pathname && withoutSlash.startsWith('/') && !withoutSlash.startsWith('//')) {
      return { status: 301, redirect: `${withoutSlash}${search}` };
    }
    // The header search sent by the browser itself (no script yet, or none at all).
    const searched = searchFormTarget(pathname, search);
    if (searched) return { status: 303, redirect: searched };

    const manifest = await options.readManifest();
    // The server renders with the live versions' block types; a canary's remote is left to the browser.
    const remotes = remotesOf(manifest);
    setLiveBlockTable(remotes.live);
    federation.syncRemotes(remotes.server);
    // A canary visitor's browser loads another version of one remote: its blocks are left to the
    // browser, which would otherwise hydrate markup of the live version.
    const canary = (await options.canaryEnabled()) ? withCanary([], manifest, requestedCanary(search, cookieHeader).choice).canary : null;
    // A visitor who closed the notice gets a page without it (nginx never stores or serves them a shared copy).
    const noticeClosed = isNoticeClosedBy(cookieHeader, Date.now());
    const visitInputs = { origin, location: pathname + search, manifest, canary: canary?.name ?? null, noticeClosed };
    const forOneVisitor = canary !== null || noticeClosed;
    const visit = warmPages ? warmPages(visitInputs) : null;
    const warm = await visit?.kept();
    if (warm) return forOneVisitor ? { ...warm, complete: false } : warm;

    let redirect: string | null = null;
    const clientReading = (cache: ContentReadCache | undefined) =>
      createContentClient({
        baseUrl: options.contentHost,
        headers: { Authorization: options.authorization },
        rejectUnauthorized: true,
        cache,
        timeoutMs: options.contentReads.timeoutMs,
        maxBytes: options.contentReads.maxBytes,
        currentPath: () => pathname,
        navigate: (path) => {
          redirect = path;
        },
      });
    // Uncached (SSR_CACHE=off), no two renders read the same answers: nothing is shared. The blocks' data follows
    // from the page's shared inputs and the answers their loaders read (all through the cache).
    const recorded = contentReads ? { shared: recordReads(contentReads), blocks: recordReads(contentReads) } : null;
    const clients = { shared: clientReading(recorded?.shared.cache), blocks: clientReading(recorded?.blocks.cache) };
    const data = await loadPageData(pathname, clients, federation, () => redirect, manifest, canary ? [canary.name] : [], search);
    const arrived = new Map<string, LoadedBlock | null>();
    const whole = await arrivedWithin(
      Promise.all(data.blocks.map(({ id, arrival }) => arrival.then((loaded) => arrived.set(id, loaded)))),
      options.wholePageMs ?? DEFAULT_WHOLE_PAGE_MS,
    );
    // Known before the first byte (a search that answered 404 within the wait): still a redirect.
    const redirected = data.redirected();
    if (redirected) return { status: 302, redirect: redirected };

    const loadedBlocks = new Map([...arrived].flatMap(([id, loaded]) => (loaded ? [[id, loaded] as const] : [])));
    const stillArriving = data.blocks.filter(({ id }) => !arrived.has(id));
    const prerendered = new Map<string, PrerenderedBlock>([
      ...[...loadedBlocks].map(([id, loaded]) => [id, loaded.prerendered] as const),
      // Rendered in their place once they arrive; a block still arriving has no data yet.
      ...stillArriving.map(({ id }) => [id, { data: undefined }] as const),
    ]);
    const language = languageOfPath(pathname);
    // The scope is made only when something renders: a page made before, with each block's HTML kept, needs none.
    let scope: Scope | null = null;
    const scopeOf = () =>
      (scope ??= fork({
        values: [
          [$page, data.page],
          [$menus, data.inlined.menus],
          [$menusFor, data.inlined.menusFor],
          [$notice, data.inlined.notice],
          [$noticeDismissed, noticeClosed],
          [$proposals, data.inlined.proposals],
        ],
      }));

    /** What every visitor of this page with the same inputs gets: made once for them all (shared-pages.ts). */
    async function makeSharedPage(): Promise<SharedPage> {
      const chrome = renderChrome(
        (Island) =>
          renderToString(<ServerApp location={pathname + search} scope={scopeOf()} prerendered={{ path: pathname, blocks: prerendered }} Island={Island} />),
        (blockId) => prerendered.has(blockId),
      );
      // A block still arriving brings its styles in the head too: its markup paints styled when it comes.
      const blockAssets = new Map(
        await Promise.all(
          data.blocks
            .filter(({ id }) => prerendered.has(id))
            .map(async ({ id, owner }) => {
              const remote = manifest.remotes[owner.remote];
              const live = remote?.versions[remote.live];
              return [id, live ? await remoteWebAssets(owner, live, language) : { stylesheets: [], scripts: [], read: true }] as const;
            }),
        ),
      );
      const stylesheetsByHref = new Map(
        [...options.shellAssets.stylesheets, ...[...blockAssets.values()].flatMap((assets) => assets.stylesheets)].map((stylesheet) => [
          stylesheet.href,
          stylesheet,
        ]),
      );
      const stylesheets = [...stylesheetsByHref.values()];
      const alternates = data.page.status === 'ready' ? data.page.page.alternate : undefined;
      const head = {
        language,
        ...documentHead(data.page),
        canonicalUrl: origin + pathname,
        alternates: [
          ...SITE_LANGUAGES.map((other) => ({ language: other, url: origin + (alternates?.[other] ?? pathInLanguage(pathname, other)) })),
          { language: 'x-default', url: origin + (alternates?.[DEFAULT_LANGUAGE] ?? pathInLanguage(pathname, DEFAULT_LANGUAGE)) },
        ],
        stylesheets,
      };
      const inlinedOpen = serializeInlinedPageOpen({ ...data.inlined, noticeClosed });
      let document: (SharedDocument & { lcpImagePreload: string | null }) | null = null;
      return {
        chrome,
        // A page whose blocks' styles could not be read this time (a slow remote) is made again for the next visitor.
        kept: [...blockAssets.values()].every((assets) => assets.read),
        blockScripts: new Map([...blockAssets].map(([id, assets]) => [id, assets.scripts])),
        integrity: Object.fromEntries(remotes.live.flatMap((remote) => (remote.integrity ? [[remote.entry, remote.integrity]] : []))),
        styleHashes: inlinedStyleHashes(stylesheets),
        // Blocks' data may change the picture of the largest paint, and with it the head; it rarely does.
        documentWith: (lcpImagePreload) => {
          if (document?.lcpImagePreload !== lcpImagePreload) {
            const around = documentAround(options.template, { ...head, lcpImagePreload });
            document = { lcpImagePreload, start: Buffer.from(around.start), inlinedOpen: Buffer.from(around.inlinedOpen + inlinedOpen), close: around.close };
          }
          return document;
        },
        size: [...chrome.pieces.map((piece) => piece.length), inlinedOpen.length, ...stylesheets.map(({ css }) => css?.length ?? 0)].reduce(
          (sum, size) => sum + size,
          0,
        ),
      };
    }

    const shared = recorded
      ? await sharedPages(
          {
            ...visitInputs,
            blocks: data.blocks.map(({ id }) => [id, loadedBlocks.has(id) ? 'rendered' : arrived.has(id) ? 'browser' : 'arriving'] as const),
            reads: recorded.shared.answers(),
          },
          makeSharedPage,
        )
      : await makeSharedPage();

    const fill = () => {
      const filled = fillChrome(shared.chrome, prerendered, renderedIsland, scopeOf);
      return { filled, document: shared.documentWith(filled.lcpImagePreload) };
    };
    /** What the browser hydrates from and the scripts it runs, for the blocks the server rendered. */
    const documentEnd = (document: SharedDocument) => [
      document.inlinedOpen,
      Buffer.from(
        serializeInlinedBlocks(Object.fromEntries([...loadedBlocks].map(([id, loaded]) => [id, loaded.inlined]))) +
          document.close({
            shell: options.shellAssets.scripts,
            // A static block needs its styles, not its code.
            blocks: Object.fromEntries([...loadedBlocks].map(([id, loaded]) => [id, loaded.inlined.static ? [] : (shared.blockScripts.get(id) ?? [])])),
            integrity: shared.integrity,
          }),
      ),
    ];

    const complete = [...arrived.values()].every(Boolean);
    if (whole) {
      const { filled, document } = fill();
      const page = {
        status: data.status,
        body: Buffer.concat([document.start, ...filled.first, ...documentEnd(document)]),
        complete: complete && !forOneVisitor,
        styleHashes: shared.styleHashes,
      };
      // Made again for the next visitor: a page short of a block, one made while a remote's files were unreadable, a failure.
      if (visit && recorded && complete && shared.kept && data.status < 500) visit.keep(page, [recorded.shared, recorded.blocks]);
      return page;
    }

    const { filled, document } = fill();
    // The page's first bytes go out now; each block still arriving follows in its place, in page order.
    const arrivals = new Map(stillArriving.map(({ id, arrival }) => [id, arrival]));
    async function* streamed() {
      yield Buffer.concat([document.start, ...filled.first]);
      for (const island of filled.later) {
        const loaded = await arrivals.get(island.id);
        const html = loaded?.prerendered.exposed ? island.render({ ...loaded.prerendered, exposed: loaded.prerendered.exposed }) : null;
        if (loaded && html !== null) loadedBlocks.set(island.id, loaded);
        yield Buffer.concat([...(html ? [html] : []), ...island.after]);
      }
      const redirectedLate = data.redirected();
      if (redirectedLate) {
        console.error(`ssr: ${pathname} was sent to ${redirectedLate} after its first bytes went out, the page sends the browser on`);
        yield Buffer.from(lateRedirect(redirectedLate));
      }
      yield Buffer.concat(documentEnd(document));
    }
    return { status: data.status, stream: streamed(), complete: false, styleHashes: shared.styleHashes };
  }

  return { renderPage, warmUp };
}
