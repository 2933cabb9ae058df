import type { ContentAnswer } from '@bank/shared-kit/content-read-cache';
import { createSharedPages, type SharedInputs } from './shared-pages';

const answer = (text: string): ContentAnswer => ({ status: 200, statusText: 'OK', text, retryAfter: null, cacheControl: null });
const manifest = { remotes: {} };
const menu = answer('{"menu":"main"}');
const inputs = (overrides: Partial<SharedInputs> = {}): SharedInputs => ({
  origin: 'https://bank.example',
  location: '/uk',
  manifest,
  canary: null,
  noticeClosed: false,
  blocks: [['home-rates', 'rendered']],
  reads: new Map([['/uk/entity/menu/main_menu/tree', menu]]),
  ...overrides,
});

function pages() {
  let made = 0;
  const sharedPage = createSharedPages<{ made: number; kept: boolean }>(
    60_000,
    () => 100,
    (page) => page.kept,
    60_000,
  );
  const page = (given: SharedInputs, kept = true) => sharedPage(given, async () => ({ made: (made += 1), kept }));
  return { page, made: () => made };
}

test('simultaneous and later requests with the same inputs share one page', async () => {
  const { page, made } = pages();
  const [first, second] = await Promise.all([page(inputs()), page(inputs())]);
  expect(second).toBe(first);
  expect(await page(inputs())).toBe(first);
  expect(made()).toBe(1);
});

test('another answer to a read, another manifest, page, query, cookie or block state is another page', async () => {
  const { page, made } = pages();
  await page(inputs());
  const others = [
    inputs({ reads: new Map([['/uk/entity/menu/main_menu/tree', answer('{"menu":"main"}')]]) }),
    inputs({ manifest: { remotes: {} } }),
    inputs({ location: '/ru' }),
    inputs({ location: '/uk?page=2' }),
    inputs({ noticeClosed: true }),
    inputs({ canary: 'mf_content' }),
    inputs({ blocks: [['home-rates', 'browser']] }),
  ];
  for (const other of others) await page(other);
  expect(made()).toBe(1 + others.length);
});

test('a page made while something it needs was unreadable serves its own request only', async () => {
  const { page, made } = pages();
  await page(inputs(), false);
  await new Promise((resolve) => setTimeout(resolve, 5));
  await page(inputs());
  expect(made()).toBe(2);
});

test('a making that never settles holds neither the requests waiting for it nor later ones', async () => {
  let makings = 0;
  const sharedPage = createSharedPages<{ making: number }>(
    60_000,
    () => 100,
    () => true,
    20,
  );
  // The first making hangs (a remote's code that never answers); every later one is made.
  const make = () => ((makings += 1) === 1 ? new Promise<never>(() => {}) : Promise.resolve({ making: makings }));
  const [first, second] = await Promise.all([sharedPage(inputs(), make), sharedPage(inputs(), make)]);
  expect([first.making, second.making].sort()).toEqual([2, 3]);
  const later = await sharedPage(inputs(), make);
  expect(later.making).toBe(4);
  // The later request's making is shared again.
  expect(await sharedPage(inputs(), make)).toBe(later);
});
