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
 * Runs `then` once the browser has painted what the server sent: a frame is produced after the
 * animation frame callback, so a task queued from it runs after that paint. A hidden tab paints
 * nothing and produces no frames: it goes on at once.
 */
export function afterFirstPaint(document: Document, then: () => void): void {
  if (document.visibilityState === 'hidden') {
    then();
    return;
  }
  requestAnimationFrame(() => setTimeout(then, 0));
}
