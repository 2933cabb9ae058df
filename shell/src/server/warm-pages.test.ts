import { createWarmPages, WARM_PAGES_MAX } from './warm-pages';
import type { RecordedReads } from './recorded-reads';

const manifest = {};
const inputsAt = (location: string) => ({ origin: 'https://bank.example', location, manifest, canary: null, noticeClosed: false });
const answeredAsBefore: RecordedReads = { cache: { read: async () => ({}) as never }, answers: () => new Map(), stillAnswered: async () => true };

describe('warm pages', () => {
  it('a flood of distinct addresses keeps at most WARM_PAGES_MAX pages, the oldest going first', async () => {
    const warmPage = createWarmPages<string>(60_000, () => 1);
    for (let page = 0; page <= WARM_PAGES_MAX; page += 1) warmPage(inputsAt(`/uk/search?q=${page}`)).keep(`page ${page}`, [answeredAsBefore]);

    await expect(warmPage(inputsAt('/uk/search?q=0')).kept()).resolves.toBeNull();
    await expect(warmPage(inputsAt(`/uk/search?q=${WARM_PAGES_MAX}`)).kept()).resolves.toBe(`page ${WARM_PAGES_MAX}`);
  });
});
