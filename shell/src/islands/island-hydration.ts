import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { ExposedBlock } from '@bank/shared-kit';
import type { BlockOwner } from '../federation/block-table';
import { loadExposedBlock } from '../federation/load-exposed-block';
import { isInFirstScreen, isLaidOut } from './first-screen';
import { inNextTask, nextTask } from './next-task';
import { earlyClickOn, replayEarlyClick, type EarlyClick } from './early-click';
import { fieldsChangedIn, replayEarlyField, type Field, type FieldValue } from './early-field';

interface Island {
  element: HTMLElement;
  owner: BlockOwner;
  identifierPrefix: string;
  render: (exposed: ExposedBlock<unknown>, onCommitted: () => void) => ReactNode;
  inFirstScreen: boolean;
  started: boolean;
  settled: boolean;
  disposed: boolean;
  root?: Root;
  /** Its remote's block, once loaded: a site-wide block renders again with each page's context. */
  exposed?: ExposedBlock<unknown>;
  /** The fields the visitor changed before the root was made, and what they left in them. */
  earlyFields?: Map<Field, FieldValue>;
}

/**
 * How near the screen a block below it must come to start loading its code: half a screen ahead,
 * so that a block scrolled to at a reading pace has hydrated by the time it shows.
 */
export const APPROACH_MARGIN = '50% 0px 50% 0px';

/**
 * Hydrates the server-rendered blocks, each as its own root: those on the first screen at once,
 * the others as the visitor comes near them (or touches them, or tabs into them). A phone that only
 * reads the first screen never loads, runs or hydrates the code of the blocks below it. Where the
 * browser cannot tell what is near the screen, the others hydrate in the background instead. Each
 * block hydrates in a task of its own, so no block holds the page's main thread for long.
 *
 * A block whose remote failed stays as the server sent it, readable; touching it tries again, and
 * a remote given up as slow that arrives after all hydrates it then. What the visitor typed or clicked
 * in a block before it hydrated is given to it once it has (early-field.ts, early-click.ts).
 *
 * The document says how far it got, for monitoring, tests and the benchmark:
 * data-first-screen-live once the shell and the first screen's blocks answer the visitor,
 * data-live once every block CSS shows does; and each block's place gets data-live once it answers.
 */
export function createIslandHydration(document: Document, load = loadExposedBlock) {
  const islands = new Set<Island>();
  // By place: a click may come before the shell has handed its block over.
  const earlyClicks = new WeakMap<Element, EarlyClick>();
  let shellLive = false;
  let restScheduled = false;
  const window = document.defaultView!;

  const islandOf = (element: Element) => [...islands].find((island) => island.element === element);
  /** The place of the block an event happened in, if any. */
  const placeOf = (event: Event) => (event.target instanceof window.Element ? event.target.closest('.bank-block') : null);
  const approach = window.IntersectionObserver
    ? new window.IntersectionObserver(
        (entries) => {
          const near = entries.filter((entry) => entry.isIntersecting).map((entry) => islandOf(entry.target));
          startInTurn(near.filter((island): island is Island => island !== undefined));
        },
        { rootMargin: APPROACH_MARGIN },
      )
    : null;

  function markProgress() {
    if (!shellLive) return;
    const open = [...islands].filter((island) => !island.settled);
    const root = document.documentElement;
    if (!open.some((island) => island.inFirstScreen)) {
      root.dataset.firstScreenLive = 'true';
      scheduleRest();
    }
    // A block CSS does not show (the phone header's closed search box) is not part of the page the visitor sees.
    if (!open.some((island) => isLaidOut(island.element))) root.dataset.live = 'true';
  }

  function settle(island: Island) {
    island.settled = true;
    markProgress();
  }

  function failed(island: Island) {
    island.started = false;
    settle(island);
  }

  function start(island: Island | undefined) {
    if (!island || island.started || island.disposed) return;
    island.started = true;
    approach?.unobserve(island.element);
    // The federation's part (its hooks, the remote's start, the exposed module's factory) in a task of its own:
    // a first-screen block starts from the shell's hydration effects, whose task it made long.
    void nextTask(window)
      .then(() => load(island.owner, () => start(island)))
      // A task of its own: the remote's script has just run in this one.
      .then(async (exposed) => {
        await nextTask(window);
        return exposed;
      })
      .then((exposed) => {
        // A remote that failed (reported by the loader) leaves the server's HTML as it is: readable, not interactive.
        if (!exposed) return failed(island);
        if (island.disposed) return settle(island);
        // Taken as the root is made: from then on, React sees what the visitor does in the block.
        const earlyFields = fieldsChangedIn(island.element);
        island.earlyFields = earlyFields;
        island.exposed = exposed;
        const content = island.render(exposed, () => {
          island.element.dataset.live = 'true';
          settle(island);
          island.earlyFields = undefined;
          const earlyClick = earlyClicks.get(island.element);
          earlyClicks.delete(island.element);
          // What was typed first, then the click: a visitor who typed an amount, then pressed the button.
          if (earlyFields.size || earlyClick) {
            inNextTask(window, () => {
              earlyFields.forEach((left, field) => replayEarlyField(field, left));
              if (earlyClick) replayEarlyClick(island.element, earlyClick);
            });
          }
        });
        const options = { identifierPrefix: island.identifierPrefix };
        startTransition(() => {
          if (island.element.firstChild) {
            island.root = hydrateRoot(island.element, content, {
              ...options,
              onRecoverableError: (error) => console.error('hydration: the browser re-rendered a block', error),
            });
          } else {
            // Its HTML is gone (the page around it was rendered again in the browser): render it afresh.
            island.root = createRoot(island.element, options);
            island.root.render(content);
          }
        });
      });
  }

  // One block per task: starting a remote's load is itself work of the federation runtime, and all
  // of them at once held a phone's main thread for long.
  function startInTurn(queue: Island[]) {
    const next = queue.shift();
    if (!next) return;
    start(next);
    inNextTask(window, () => startInTurn(queue), 'background');
  }

  // A block CSS does not lay out (the phone header's closed search box) comes near the screen only once it
  // is shown: until the visitor opens it, a phone neither loads nor runs its remote, whose start-up was a
  // long task on every page. Its HTML works meanwhile (a GET form). Where the browser cannot tell what is
  // near, every block hydrates in the background.
  function awaitApproach(waiting: Island[]) {
    if (approach) waiting.forEach((island) => approach.observe(island.element));
    else startInTurn(waiting);
  }

  // Only once the first screen is live, so that the blocks just below it do not compete with it.
  function scheduleRest() {
    if (restScheduled) return;
    restScheduled = true;
    inNextTask(window, () => awaitApproach([...islands].filter((island) => !island.started && !island.settled)), 'background');
  }

  /** A touched block hydrates first: the visitor is about to use it. */
  const onInteraction = (event: Event) => {
    const place = placeOf(event);
    if (place) start(islandOf(place));
  };
  for (const type of ['pointerdown', 'focusin', 'keydown']) document.addEventListener(type, onInteraction, { capture: true, passive: true });

  /**
   * A click on a block before its root exists (its code still on the way, or the shell itself not yet
   * hydrated) would do nothing: the block takes the last such click once it has hydrated. Once the
   * root exists, React itself replays a click on a part it has not hydrated yet.
   */
  const onEarlyClick = (event: Event) => {
    const place = placeOf(event);
    if (!place || !(event.target instanceof window.Element) || islandOf(place)?.root) return;
    const click = earlyClickOn(place, event.target);
    if (click) earlyClicks.set(place, click);
  };
  document.addEventListener('click', onEarlyClick, { capture: true, passive: true });

  /** A field changed while its block hydrates: React has the newer value, what was noted before is stale. */
  const onInputWhileHydrating = (event: Event) => {
    const place = placeOf(event);
    if (place) islandOf(place)?.earlyFields?.delete(event.target as Field);
  };
  for (const type of ['input', 'change']) document.addEventListener(type, onInputWhileHydrating, { capture: true, passive: true });

  return {
    add(island: Omit<Island, 'inFirstScreen' | 'started' | 'settled' | 'disposed'>): () => void {
      const entry: Island = { ...island, inFirstScreen: isInFirstScreen(island.element), started: false, settled: false, disposed: false };
      islands.add(entry);
      if (entry.inFirstScreen) start(entry);
      else if (restScheduled) awaitApproach([entry]);
      return () => {
        entry.disposed = true;
        islands.delete(entry);
        approach?.unobserve(entry.element);
        // Not inside the commit that removes the block's place: React refuses to unmount a root then.
        const root = entry.root;
        if (root) inNextTask(window, () => root.unmount());
        markProgress();
      };
    },
    /**
     * A site-wide block (the header search) stays mounted across the pages: once hydrated, it renders
     * again with what its island's render gives now (the new page's language and address).
     */
    refresh(element: HTMLElement) {
      const island = islandOf(element);
      if (island?.root && island.exposed) island.root.render(island.render(island.exposed, () => {}));
    },
    /** The shell's own root has hydrated (or rendered). */
    shellLive() {
      shellLive = true;
      markProgress();
    },
  };
}

export type IslandHydration = ReturnType<typeof createIslandHydration>;
