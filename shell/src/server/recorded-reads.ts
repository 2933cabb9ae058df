import type { ContentAnswer, ContentReadCache, LoadAnswer } from '@bank/shared-kit/content-read-cache';

/** One render's reads through the process's read cache, and the answers they got. */
export interface RecordedReads {
  cache: ContentReadCache;
  /** Each URL read with the answer it got: the cache's own object, the same for every render until it is read again. */
  answers: () => ReadonlyMap<string, ContentAnswer>;
  /**
   * Reads every URL again through the process's cache, as the render read it: true while each still gets the answer it
   * got. A read past its lifetime is refreshed meanwhile (stale-while-revalidate); one that failed never counts as the same.
   */
  stillAnswered: () => Promise<boolean>;
}

/**
 * The cache keeps one answer object per read for its lifetime: which objects a render got says whether its
 * inputs were those of an earlier render (shared-pages.ts, warm-pages.ts), without comparing or parsing their text.
 */
export function recordReads(cache: ContentReadCache): RecordedReads {
  const answers = new Map<string, ContentAnswer>();
  // Set before the answer arrives: a read that fails has a load and no answer.
  const loads = new Map<string, LoadAnswer>();
  const answeredAsBefore = async (url: string, load: LoadAnswer) => {
    try {
      return (await cache.read(url, load)) === answers.get(url);
    } catch {
      return false;
    }
  };
  return {
    cache: {
      read: async (url, load) => {
        loads.set(url, load);
        const answer = await cache.read(url, load);
        answers.set(url, answer);
        return answer;
      },
    },
    answers: () => answers,
    stillAnswered: async () => (await Promise.all([...loads].map(([url, load]) => answeredAsBefore(url, load)))).every(Boolean),
  };
}

/** Which answers a render's reads got, as text: the same while each read's answer is the same object (`idOf`). */
export function readsKey(answers: ReadonlyMap<string, ContentAnswer>, idOf: (answer: ContentAnswer) => number): string {
  return JSON.stringify([...answers].map(([url, answer]) => [url, idOf(answer)]).sort(([a], [b]) => (a! < b! ? -1 : 1)));
}
