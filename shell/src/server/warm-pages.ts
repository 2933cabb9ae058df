import { LRUCache } from 'lru-cache';
import { identityIds } from './identity-ids';
import type { RecordedReads } from './recorded-reads';
import type { VisitInputs } from './visit-inputs';

/** The whole pages kept (in bytes, near enough): every page in each language, with and without the notice, several times over. */
const WARM_PAGES_SIZE = 32 * 1024 * 1024;

/**
 * And in number: a kept page holds its recorded reads, whose loaders hold that render's values, which its size does
 * not count. Without a bound in number, a crawler's thousands of distinct addresses (query strings) a second held
 * thousands of renders' values for a page's lifetime.
 */
export const WARM_PAGES_MAX = 2_000;

interface WarmPage<Page> {
  page: Page;
  /** Every read the page was made from: its own, its menus', the notice's, the proposals' and its blocks' loaders'. */
  reads: readonly RecordedReads[];
}

/**
 * Whole pages, each kept with the reads it was made from. A visit whose reads all still get the answers the page was
 * made from (the read cache's objects, compared by identity) is answered with that page: its block loaders, menus and
 * proposals are not run again on answers they already turned into this page. Running them per warm request made some
 * 100 KB of garbage each (of /uk's 160 KB), and under load its collections grew the committed heap, hence RSS (issue 24).
 *
 * An editor's change is a new answer of the read cache, so it shows as soon as it would have without this (each read
 * is refreshed in the background past its lifetime). Only a page its caller found whole is kept. `lifetimeMs` bounds
 * how long a page shows anything that depends on the time (a block's date), as long as a block's HTML is kept.
 */
export function createWarmPages<Page>(lifetimeMs: number, sizeOf: (page: Page) => number) {
  const idOf = identityIds();
  const pages = new LRUCache<string, WarmPage<Page>>({
    max: WARM_PAGES_MAX,
    maxSize: WARM_PAGES_SIZE,
    sizeCalculation: (warm, key) => Math.max(1, sizeOf(warm.page) + key.length),
    ttl: lifetimeMs,
    // A page whose reads were since answered again is never sent again: dropped on time, not held until the cache is full.
    ttlAutopurge: true,
  });

  return function warmPage(inputs: VisitInputs) {
    const key = JSON.stringify([inputs.origin, inputs.location, idOf(inputs.manifest), inputs.canary, inputs.noticeClosed]);
    return {
      /** The page kept for this visit, while every read it was made from gets the same answer; otherwise null. */
      async kept(): Promise<Page | null> {
        const warm = pages.get(key);
        if (!warm) return null;
        const answered = await Promise.all(warm.reads.map((reads) => reads.stillAnswered()));
        return answered.every(Boolean) ? warm.page : null;
      },
      keep(page: Page, reads: readonly RecordedReads[]) {
        pages.set(key, { page, reads });
      },
    };
  };
}
