import { LRUCache } from 'lru-cache';

/** What the content host answered, kept as it came: each reader applies its own rules (404, JSON) to it. */
export interface ContentAnswer {
  status: number;
  statusText: string;
  text: string;
  retryAfter: string | null;
  cacheControl: string | null;
}

/** Kinds of read with a lifetime of their own: a menu changes less often than a block's data. */
export type ContentReadKind = 'page' | 'menu' | 'notice' | 'block';

const KIND_OF_PATH: Array<[RegExp, ContentReadKind]> = [
  [/\/jsonapi\/wise\/requestssr\?/, 'page'],
  [/\/entity\/menu\//, 'menu'],
  // Region blocks: the site notice is the region read every page makes.
  [/\/jsonapi\/block\/block\?/, 'notice'],
];

/** Everything else a server render reads is a block loader's data. */
export function contentReadKind(url: string): ContentReadKind {
  return KIND_OF_PATH.find(([pattern]) => pattern.test(url))?.[1] ?? 'block';
}

export interface ContentReadCacheOptions {
  /** How long an answer is fresh, per kind of read, when the host sends no Cache-Control of its own. */
  ttlSeconds: Record<ContentReadKind, number>;
  /**
   * How long past its lifetime an answer is still served while a fresh one is read in the background
   * (stale-while-revalidate). Older, the visitor waits for the fresh one. A failed or hung read is
   * answered with the last good copy, however old (stale-if-error).
   */
  staleSeconds: number;
  maxEntries?: number;
}

export type LoadAnswer = (signal: AbortSignal) => Promise<ContentAnswer>;

export interface ContentReadCache {
  read(url: string, load: LoadAnswer): Promise<ContentAnswer>;
}

/** An answer not to keep (an error of the host); it travels as a rejection so that a stale copy can stand in. */
class UnstorableAnswer extends Error {
  constructor(readonly answer: ContentAnswer) {
    super(`content host answered ${answer.status}`);
  }
}

const STORABLE_STATUSES = new Set([200, 203, 204, 404, 410]);

/** The host's own lifetime for an answer in ms, null when it says nothing; 0 forbids keeping it. */
function hostLifetimeMs(cacheControl: string | null): number | null {
  if (!cacheControl) return null;
  const directives = cacheControl.toLowerCase();
  if (/(^|[\s,])(no-store|no-cache|private)([\s,=]|$)/.test(directives)) return 0;
  const maxAge = /(?:^|[\s,])s-maxage=(\d+)/.exec(directives) ?? /(?:^|[\s,])max-age=(\d+)/.exec(directives);
  return maxAge ? Number(maxAge[1]) * 1000 : null;
}

/**
 * The server's content reads, cached and coalesced across every render of the process: simultaneous
 * identical reads make one call to the host (lru-cache's fetch), answers are kept for their kind's
 * lifetime or the host's Cache-Control, and served stale while a fresh copy is read.
 */
export function createContentReadCache(options: ContentReadCacheOptions): ContentReadCache {
  const staleMs = options.staleSeconds * 1000;
  // The read's own failure: with no stale copy to stand in, lru-cache resolves to undefined, not to it.
  interface Reading {
    load: LoadAnswer;
    failure?: unknown;
  }
  const cache = new LRUCache<string, ContentAnswer, Reading>({
    max: options.maxEntries ?? 5000,
    // lru-cache treats a ttl of 0 as "forever": every kind has a lifetime.
    ttl: 1000,
    allowStale: true,
    allowStaleOnFetchRejection: true,
    allowStaleOnFetchAbort: true,
    fetchMethod: async (url, _stale, { signal, options: entry, context: reading }) => {
      let answer: ContentAnswer;
      try {
        answer = await reading.load(signal);
      } catch (error) {
        reading.failure = error;
        throw error;
      }
      if (!STORABLE_STATUSES.has(answer.status)) {
        reading.failure = new UnstorableAnswer(answer);
        throw reading.failure;
      }
      const hostMs = hostLifetimeMs(answer.cacheControl);
      entry.ttl = Math.max(1, hostMs ?? options.ttlSeconds[contentReadKind(url)] * 1000);
      return answer;
    },
  });

  return {
    async read(url, load) {
      // Too long past its lifetime, an answer is not shown while the fresh one is read.
      const allowStale = cache.getRemainingTTL(url) >= -staleMs;
      const reading: Reading = { load };
      const answer = await cache.fetch(url, { context: reading, allowStale }).catch((error: unknown) => {
        reading.failure ??= error;
        return undefined;
      });
      if (!answer) {
        if (reading.failure instanceof UnstorableAnswer) return reading.failure.answer;
        throw reading.failure;
      }
      // A host that forbids keeping an answer still gets its simultaneous reads coalesced, nothing more.
      if (hostLifetimeMs(answer.cacheControl) === 0 && cache.peek(url, { allowStale: true }) === answer) cache.delete(url);
      return answer;
    },
  };
}

/** `page=10,menu=60,notice=30,block=5` (SSR_CACHE_SECONDS): the lifetimes given, the defaults for the rest. */
export function parseReadLifetimes(setting: string | undefined, defaults: Record<ContentReadKind, number>): Record<ContentReadKind, number> {
  const lifetimes = { ...defaults };
  for (const part of (setting ?? '').split(',')) {
    const [kind, seconds] = part.split('=').map((piece) => piece.trim());
    if (kind && kind in lifetimes && seconds !== undefined && Number.isFinite(Number(seconds)) && Number(seconds) > 0) {
      lifetimes[kind as ContentReadKind] = Number(seconds);
    }
  }
  return lifetimes;
}
