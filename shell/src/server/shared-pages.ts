import { LRUCache } from 'lru-cache';
import type { ContentAnswer } from '@bank/shared-kit/content-read-cache';
import { identityIds } from './identity-ids';
import { readsKey } from './recorded-reads';
import type { VisitInputs } from './visit-inputs';

/** What the server did with a block of the page: rendered it, is still waiting for it, or left it to the browser. */
type BlockState = 'rendered' | 'arriving' | 'browser';

/**
 * Everything the shared part of a page follows from. The objects are compared by identity: the manifest is one
 * object until remotes.json changes, and each read's answer one object until the read cache reads it again.
 */
export interface SharedInputs extends VisitInputs {
  /** What the server did with each of the page's blocks. */
  blocks: ReadonlyArray<readonly [id: string, state: BlockState]>;
  reads: ReadonlyMap<string, ContentAnswer>;
}

/** The shared parts kept (in UTF-16 code units): every page in each language, with its head, several times over. */
const SHARED_PAGES_SIZE = 64 * 1024 * 1024;

/**
 * The part of a page that is the same for every visitor with the same inputs (the app around its blocks, the head,
 * the inlined page but for its blocks' data), made once and reused while the inputs stay the same objects: an editor's
 * change is a new answer of the read cache, hence a new page, within that read's lifetime. Simultaneous requests for
 * a page not made yet wait for one making; one `isKept` refuses (made while something it needs was unreadable) serves
 * them only. `lifetimeMs` bounds how long a page shows anything that depends on the time.
 *
 * A making still unsettled after `makeDeadlineMs` (a remote's code or a read that hangs past its own timeouts) no
 * longer holds its page: the requests waiting for it make their own, unshared, and the next one starts a new shared
 * making; otherwise every later visitor of that page would wait on it for as long as the process lives.
 */
export function createSharedPages<Page extends object>(
  lifetimeMs: number,
  sizeOf: (page: Page) => number,
  isKept: (page: Page) => boolean,
  makeDeadlineMs: number,
) {
  const idOf = identityIds();
  const pages = new LRUCache<string, Page, () => Promise<Page>>({
    maxSize: SHARED_PAGES_SIZE,
    sizeCalculation: (page, key) => Math.max(1, sizeOf(page) + key.length),
    ttl: lifetimeMs,
    // A page past its lifetime is never asked for again (a new read is a new key): dropped on time, not held until
    // the cache is full, which grew the heap with every lifetime under steady load.
    ttlAutopurge: true,
    fetchMethod: async (_key, _stale, { context: make, options }) => {
      const page = await withinDeadline(make(), makeDeadlineMs);
      // lru-cache reads a ttl of 0 as "forever": the least it keeps a page is 1 ms.
      if (!isKept(page)) options.ttl = 1;
      return page;
    },
  });

  return async function sharedPage(inputs: SharedInputs, make: () => Promise<Page>): Promise<Page> {
    const key = `${JSON.stringify([
      inputs.origin,
      inputs.location,
      idOf(inputs.manifest),
      inputs.canary,
      inputs.noticeClosed,
      inputs.blocks,
    ])} ${readsKey(inputs.reads, idOf)}`;
    return pages.forceFetch(key, { context: make }).catch((error: unknown) => {
      if (!(error instanceof MakingOverdue)) throw error;
      return make();
    });
  };
}

/** A shared making past its deadline: its key is given up (lru-cache drops an entry whose fetch rejects). */
class MakingOverdue extends Error {}

function withinDeadline<T>(making: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const overdue = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new MakingOverdue(`a shared page was not made within ${ms} ms`)), ms);
  });
  return Promise.race([making, overdue]).finally(() => clearTimeout(timer));
}
