import { useId, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { act, waitFor } from '@testing-library/react';
import type { ExposedBlock } from '@bank/shared-kit';
import { APPROACH_MARGIN, createIslandHydration, type IslandHydration } from './island-hydration';
import { IslandContent, islandIdPrefix, type IslandBlock } from './island-content';
import { HydratedSignal } from './HydratedSignal';

function Counter({ block }: { block: { id: string } }) {
  const [count, setCount] = useState(0);
  const id = useId();
  return (
    <>
      <button type="button" id={id} onClick={() => setCount(count + 1)}>
        {block.id}: {count}
      </button>
      {/* Rendered in the browser only: its id must name the same element the server's id does. */}
      {count > 0 && <span id={`${id}-later`} />}
    </>
  );
}
const exposed = { Component: Counter, parcel: {} } as unknown as ExposedBlock<unknown>;

/** A block with fields whose state shows beside them, as a form holds what it will send. */
function Fields() {
  const [text, setText] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [kind, setKind] = useState('buy');
  const [currency, setCurrency] = useState('UAH');
  return (
    <>
      <input aria-label="text" value={text} onChange={(event) => setText(event.target.value)} />
      <input type="checkbox" aria-label="agreed" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
      {['buy', 'sell'].map((value) => (
        <input key={value} type="radio" name="kind" aria-label={value} value={value} checked={kind === value} onChange={() => setKind(value)} />
      ))}
      <select aria-label="currency" value={currency} onChange={(event) => setCurrency(event.target.value)}>
        <option>UAH</option>
        <option>USD</option>
      </select>
      <output>{JSON.stringify({ text, agreed, kind, currency })}</output>
    </>
  );
}
const exposedFields = { Component: Fields, parcel: {} } as unknown as ExposedBlock<unknown>;
const island = (id: string): IslandBlock => ({
  owner: { remote: 'mf_content', parcel: './basic' },
  block: { id, type: 'basic', attributes: {} },
  context: { language: 'uk', audience: 'individuals', path: '/uk' },
  data: null,
});

/** A block's place as the server sent it, at a height on the page. */
function place(block: IslandBlock, top: number, content = exposed): HTMLElement {
  const element = document.createElement('div');
  element.className = 'bank-block';
  element.innerHTML = renderToString(<IslandContent exposed={content} island={block} />, { identifierPrefix: islandIdPrefix(block.block) });
  element.getBoundingClientRect = () => ({ top, bottom: top + 100, height: 100 }) as DOMRect;
  document.body.append(element);
  return element;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// Hydration hops from task to task (nextTask: a zero timer in jsdom). A wait of 20 ms alone is not enough on a busy
// machine: a late timer phase runs the wait's timer before the hop a task scheduled just before it, so the wait is
// followed by a few turns, each after every hop already scheduled.
const settle = () =>
  act(async () => {
    await wait(20);
    for (let turn = 0; turn < 5; turn += 1) await wait(0);
  });

describe('island hydration', () => {
  beforeEach(() => {
    // As in a browser that cannot tell what is near the screen; the tests of the approach install one.
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    document.body.innerHTML = '';
    delete document.documentElement.dataset.live;
    delete document.documentElement.dataset.firstScreenLive;
  });

  it('hydrates the first screen at once and, where the browser cannot tell what is near the screen, the rest after it, then marks the page live', async () => {
    const load = jest.fn(async () => exposed);
    const hydration = createIslandHydration(document, load);
    addIsland(hydration, 'top', 10);
    const belowPlace = addIsland(hydration, 'below', 5_000).element;
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    hydration.shellLive();
    await settle();
    expect(document.documentElement.dataset.firstScreenLive).toBe('true');
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(document.documentElement.dataset.live).toBe('true');

    // Hydrated, not re-rendered: the server's ids stay, and the block answers the visitor.
    const button = belowPlace.querySelector('button')!;
    expect(button.id).toMatch(/^_bbelow-/);
    await act(async () => button.click());
    expect(button.textContent).toBe('below: 1');
    expect(document.getElementById(`${button.id}-later`)).not.toBeNull();
  });

  it('starts the blocks below the first screen one per task, so that no task starts them all', async () => {
    const callsAtEndOfTask: number[] = [];
    const load = jest.fn(() => {
      // Microtasks run when the task that queued them ends, before the next task.
      queueMicrotask(() => callsAtEndOfTask.push(load.mock.calls.length));
      return new Promise<null>(() => undefined);
    });
    const hydration = createIslandHydration(document, load);
    for (const id of ['first', 'second', 'third']) addIsland(hydration, id, 5_000);
    hydration.shellLive();
    // One task each: on a busy machine three tasks may take longer than one settling pause.
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    expect(callsAtEndOfTask).toEqual([1, 2, 3]);
  });

  it('loads the code of a block below the first screen only when the visitor comes near it', async () => {
    const approach = installIntersectionObserver();
    const load = jest.fn(async () => exposed);
    const hydration = createIslandHydration(document, load);
    const belowPlace = addIsland(hydration, 'below', 5_000).element;
    hydration.shellLive();
    await settle();
    expect(document.documentElement.dataset.firstScreenLive).toBe('true');
    expect(approach.margin).toBe(APPROACH_MARGIN);
    expect(approach.watched).toEqual([belowPlace]);
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.live).toBeUndefined();
    expect(belowPlace.dataset.live).toBeUndefined();

    await act(async () => approach.comeNear(belowPlace));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(approach.watched).toEqual([]);
    expect(belowPlace.dataset.live).toBe('true');
    expect(document.documentElement.dataset.live).toBe('true');
    await act(async () => belowPlace.querySelector('button')!.click());
    expect(belowPlace.textContent).toBe('below: 1');
  });

  it("loads no code for a block CSS hides (the phone header's closed search box) until it is shown; the page goes live without it", async () => {
    const approach = installIntersectionObserver();
    const load = jest.fn(async () => exposed);
    const hydration = createIslandHydration(document, load);
    const hiddenPlace = addIsland(hydration, 'hidden', 5_000).element;
    let shown = false;
    hiddenPlace.checkVisibility = () => shown;
    hydration.shellLive();
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(approach.watched).toEqual([hiddenPlace]);
    expect(document.documentElement.dataset.live).toBe('true');

    // The visitor opens the search box: it is laid out, on the screen.
    shown = true;
    await act(async () => approach.comeNear(hiddenPlace));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hiddenPlace.dataset.live).toBe('true');
    await act(async () => hiddenPlace.querySelector('button')!.click());
    expect(hiddenPlace.textContent).toBe('hidden: 1');
  });

  it('starts a block below the first screen at once when the visitor tabs into it', async () => {
    installIntersectionObserver();
    const load = jest.fn(async () => exposed);
    const hydration = createIslandHydration(document, load);
    const belowPlace = addIsland(hydration, 'below', 5_000).element;
    hydration.shellLive();
    await settle();
    expect(load).not.toHaveBeenCalled();
    await act(async () => belowPlace.querySelector('button')!.focus());
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.live).toBe('true');
  });

  it('loads a block whose remote failed again when the visitor touches it', async () => {
    const load = jest.fn<Promise<ExposedBlock<unknown> | null>, []>(async () => null);
    const hydration = createIslandHydration(document, load);
    const topPlace = addIsland(hydration, 'top', 10).element;
    hydration.shellLive();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);

    load.mockImplementation(async () => exposed);
    const button = topPlace.querySelector('button')!;
    await act(async () => button.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => button.click());
    expect(topPlace.textContent).toBe('top: 1');
  });

  it('hydrates a block whose remote arrives after it was given up as slow, without a touch', async () => {
    let arriveLate = () => undefined as void;
    const load = jest.fn<Promise<ExposedBlock<unknown> | null>, [unknown, (() => void)?]>(async (_owner, onLateArrival) => {
      arriveLate = onLateArrival ?? arriveLate;
      return null;
    });
    const hydration = createIslandHydration(document, load);
    const topPlace = addIsland(hydration, 'top', 10).element;
    hydration.shellLive();
    await settle();
    expect(topPlace.dataset.live).toBeUndefined();

    load.mockImplementation(async () => exposed);
    await act(async () => arriveLate());
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(topPlace.dataset.live).toBe('true');
    await act(async () => topPlace.querySelector('button')!.click());
    expect(topPlace.textContent).toBe('top: 1');
  });

  it('gives a block the click a visitor made on it before its code arrived, once it has hydrated', async () => {
    let arrive = (_block: ExposedBlock<unknown>) => undefined as void;
    const hydration = createIslandHydration(document, () => new Promise((resolve) => (arrive = resolve)));
    const topPlace = addIsland(hydration, 'top', 10).element;
    hydration.shellLive();
    await settle();

    await act(async () => topPlace.querySelector('button')!.click());
    expect(topPlace.textContent).toBe('top: 0');
    // The block hydrates in one task and takes the click in the next: once, not once per click.
    await act(async () => arrive(exposed));
    await settle();
    await settle();
    expect(topPlace.textContent).toBe('top: 1');
    await act(async () => topPlace.querySelector('button')!.click());
    expect(topPlace.textContent).toBe('top: 2');
  });

  it('gives a block what the visitor typed and chose in its fields before its code arrived, once it has hydrated', async () => {
    let arrive = (_block: ExposedBlock<unknown>) => undefined as void;
    const hydration = createIslandHydration(document, () => new Promise((resolve) => (arrive = resolve)));
    const topPlace = addIsland(hydration, 'top', 10, exposedFields).element;
    hydration.shellLive();
    await settle();

    // As the browser does for a visitor, with no script of the block's there yet.
    const field = (label: string) => topPlace.querySelector<HTMLInputElement & HTMLSelectElement>(`[aria-label="${label}"]`)!;
    const change = (element: Element, type: string) => element.dispatchEvent(new Event(type, { bubbles: true }));
    field('text').value = 'кредит';
    change(field('text'), 'input');
    field('agreed').checked = true;
    change(field('agreed'), 'change');
    field('sell').checked = true;
    change(field('sell'), 'change');
    field('currency').value = 'USD';
    change(field('currency'), 'change');
    expect(topPlace.querySelector('output')!.textContent).toBe(JSON.stringify({ text: '', agreed: false, kind: 'buy', currency: 'UAH' }));

    await act(async () => arrive(exposedFields));
    await settle();
    await settle();
    expect(topPlace.querySelector('output')!.textContent).toBe(JSON.stringify({ text: 'кредит', agreed: true, kind: 'sell', currency: 'USD' }));
    expect(field('text').value).toBe('кредит');
    expect(field('buy').checked).toBe(false);
  });

  it('leaves a block readable as the server sent it when its remote fails, and still goes live', async () => {
    const hydration = createIslandHydration(document, async () => null);
    const topPlace = addIsland(hydration, 'top', 10).element;
    hydration.shellLive();
    await settle();
    expect(document.documentElement.dataset.live).toBe('true');
    expect(topPlace.textContent).toBe('top: 0');
    await act(async () => topPlace.querySelector('button')!.click());
    expect(topPlace.textContent).toBe('top: 0');
  });

  it('does not wait for a block that left the page before it hydrated', async () => {
    const hydration = createIslandHydration(document, () => new Promise<null>(() => undefined));
    const { remove } = addIsland(hydration, 'top', 10);
    hydration.shellLive();
    await settle();
    expect(document.documentElement.dataset.live).toBeUndefined();
    remove();
    expect(document.documentElement.dataset.live).toBe('true');
  });
});

/** jsdom has no IntersectionObserver: one the test moves, by telling it what came near the screen. */
function installIntersectionObserver() {
  const state = { margin: '', watched: [] as Element[], comeNear: (_element: Element) => undefined as void };
  class FakeIntersectionObserver {
    constructor(callback: (entries: IntersectionObserverEntry[]) => void, options: IntersectionObserverInit) {
      state.margin = options.rootMargin ?? '';
      state.comeNear = (element) => callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry]);
    }
    observe(element: Element) {
      state.watched.push(element);
    }
    unobserve(element: Element) {
      state.watched = state.watched.filter((watched) => watched !== element);
    }
  }
  window.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return state;
}

/** A block the server rendered at a height on the page, handed to the hydration; its place and remover. */
function addIsland(hydration: IslandHydration, id: string, top: number, content = exposed) {
  const block = island(id);
  const element = place(block, top, content);
  const remove = hydration.add({ element, owner: block.owner, identifierPrefix: islandIdPrefix(block.block), render: renderWith(block) });
  return { element, remove };
}

function renderWith(block: IslandBlock) {
  return (loaded: ExposedBlock<unknown>, onCommitted: () => void) => (
    <HydratedSignal onCommitted={onCommitted}>
      <IslandContent exposed={loaded} island={block} />
    </HydratedSignal>
  );
}
