import type { Locator, Page } from '@playwright/test';

interface ShiftedElement {
  element: string;
  score: number;
}

declare global {
  interface Window {
    layoutShiftsSeen?: Array<{ score: number; nodes: Node[] }>;
  }
}

/** Starts recording the page's layout shifts (not those right after an input); call before opening it. */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const seen: Array<{ score: number; nodes: Node[] }> = [];
    window.layoutShiftsSeen = seen;
    // The Layout Instability API's entries are not in lib.dom's types.
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node: Node | null }> };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (!entry.hadRecentInput) seen.push({ score: entry.value, nodes: entry.sources.flatMap((source) => (source.node ? [source.node] : [])) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * The shifts recorded so far that moved something inside `region`. Waits two frames and a task first:
 * a shift is measured at the frame after the change and reported to the observer after that.
 */
export async function layoutShiftsWithin(region: Locator): Promise<ShiftedElement[]> {
  await region.page().evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  return region.evaluate((container) =>
    (window.layoutShiftsSeen ?? []).flatMap(({ score, nodes }) =>
      nodes
        .filter((node) => container.contains(node))
        .map((node) => ({ element: node instanceof Element ? node.outerHTML.slice(0, 120) : node.nodeName, score })),
    ),
  );
}
