/**
 * The scripts a server-rendered page runs: the shell's bootstrap chunks and each rendered block's
 * remote entry and expose chunks. The server lists them in the HTML instead of preloading them in
 * its head: on a slow line they would compete with the page's own paint. The browser requests them
 * all at once after the first paint, which avoids the federation's load-after-load chain.
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'bank-page-scripts';

export function pageScriptsElement(scripts: string[]): string {
  const json = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${json}</script>`;
}

export function readPageScripts(document: Document): string[] {
  try {
    const scripts: unknown = JSON.parse(document.getElementById(PAGE_SCRIPTS_ELEMENT_ID)?.textContent || '[]');
    return Array.isArray(scripts) ? scripts.filter((script): script is string => typeof script === 'string') : [];
  } catch {
    return [];
  }
}

/** No crossorigin: the federation runtime inserts plain script tags (ssr recipe, pitfall 2). */
export function preloadScripts(document: Document, scripts: string[]): void {
  for (const href of scripts) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
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
