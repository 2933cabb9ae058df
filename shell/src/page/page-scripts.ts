import { isInFirstScreen } from '../islands/first-screen';
import { nextTask } from '../islands/next-task';
import { withEntryIntegrity } from '../federation/entry-integrity';

/**
 * The scripts a server-rendered page runs: the shell's bootstrap chunks and the shared modules it
 * provides, and by block id each rendered block's remote entry and expose chunks. The server lists
 * them in the HTML instead of preloading them in its head: on a slow line they would compete with
 * the page's own paint. After the first paint the browser requests the shell's and the first
 * screen's blocks' at once, which avoids the federation's load-after-load chain; the other blocks
 * load when they hydrate.
 */
const PAGE_SCRIPTS_ELEMENT_ID = 'bank-page-scripts';

export interface PageScripts {
  shell: string[];
  blocks: Record<string, string[]>;
  /** Remote entry URL -> the integrity its release recorded (remotes.json). */
  integrity: Record<string, string>;
}

export function pageScriptsElement(scripts: PageScripts): string {
  const json = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${json}</script>`;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export function readPageScripts(document: Document): PageScripts {
  try {
    const scripts = JSON.parse(document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent || '{}') as Partial<PageScripts>;
    const blocks = typeof scripts.blocks === 'object' && scripts.blocks !== null ? scripts.blocks : {};
    const integrity = typeof scripts.integrity === 'object' && scripts.integrity !== null ? scripts.integrity : {};
    return {
      shell: strings(scripts.shell),
      blocks: Object.fromEntries(Object.entries(blocks).map(([id, files]) => [id, strings(files)])),
      integrity: Object.fromEntries(Object.entries(integrity).filter((pair): pair is [string, string] => typeof pair[1] === 'string')),
    };
  } catch {
    return { shell: [], blocks: {}, integrity: {} };
  }
}

/** The scripts of the blocks the page opened on that are not the shell's, each once. */
export function firstScreenBlockScripts(document: Document, scripts: PageScripts): string[] {
  const onScreen = [...document.querySelectorAll<HTMLElement>('.bank-block[data-block-id]')]
    .filter((place) => isInFirstScreen(place))
    .flatMap((place) => scripts.blocks[place.dataset.blockId ?? ''] ?? []);
  return [...new Set(onScreen)].filter((src) => !scripts.shell.includes(src));
}

/**
 * Runs each script as soon as it arrives, in a task of its own. A chunk or remote entry only
 * registers its modules when it runs (the start-up stages and the federation run them later), and
 * the federation takes what is registered instead of loading it again. Preloaded instead, every
 * script was compiled inside the task that first needed its modules, which made each of those long
 * on a phone. A script that fails is taken out, so that the federation's own try starts afresh.
 * Resolves once every script has run or failed.
 * A remote entry carries its recorded integrity, as the federation's own tag does (entry-integrity.ts);
 * other scripts have no crossorigin, like the federation's chunk tags (ssr recipe, pitfall 2).
 */
export async function runScriptsEarly(document: Document, scripts: string[], integrity: Record<string, string> = {}): Promise<void> {
  const arrivals: Promise<void>[] = [];
  for (let first = 0; first < scripts.length; first += SCRIPTS_PER_TASK) {
    if (first > 0) await nextTask(document.defaultView!);
    arrivals.push(...scripts.slice(first, first + SCRIPTS_PER_TASK).map((src) => runScript(document, src, integrity[src])));
  }
  await Promise.all(arrivals);
}

/** Starting a script's request costs a phone's main thread a few milliseconds: a few scripts per task. */
const SCRIPTS_PER_TASK = 3;

function runScript(document: Document, src: string, integrity: string | undefined): Promise<void> {
  return new Promise<void>((resolve) => {
    const script = withEntryIntegrity(document.createElement('script'), integrity);
    script.src = src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      resolve();
    });
    document.head.append(script);
  });
}

/**
 * Runs `then` once, after the browser has painted what the server sent: on the first contentful
 * paint, or after the first frame for a page that paints nothing contentful (a task queued from an
 * animation frame runs after that frame is painted). The paint entry does not depend on timers, which
 * a page may hold still (a test clock). A hidden tab paints nothing: it goes on at once.
 */
export function afterFirstPaint(document: Document, then: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const go = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  if (document.visibilityState === 'hidden') {
    go();
    return;
  }
  try {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) go();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing in this browser: the frame below is the signal.
  }
  requestAnimationFrame(() => setTimeout(go, 0));
}
