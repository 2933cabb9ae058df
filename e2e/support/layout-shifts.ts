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

/** Two frames and a task: a shift is measured at the frame after the change and reported to the observer after that. */
const shiftsReported = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));

/** Every shift recorded so far, with what it moved (a picture or something holding one) and where. */
export async function pageLayoutShifts(page: Page): Promise<Array<{ score: number; elements: string[]; movedPicture: boolean }>> {
  await shiftsReported(page);
  return page.evaluate(() =>
    (window.layoutShiftsSeen ?? []).map(({ score, nodes }) => ({
      score,
      elements: nodes.map((node) => (node instanceof Element ? node.outerHTML.slice(0, 120) : node.nodeName)),
      movedPicture: nodes.some((node) => node instanceof Element && (node.matches('img') || node.querySelector('img') !== null)),
    })),
  );
}

/**
 * The shifts recorded so far that moved something inside `region`.
 */
export async function layoutShiftsWithin(region: Locator): Promise<ShiftedElement[]> {
  await shiftsReported(region.page());
  return region.evaluate((container) =>
    (window.layoutShiftsSeen ?? []).flatMap(({ score, nodes }) =>
      nodes
        .filter((node) => container.contains(node))
        .map((node) => ({ element: node instanceof Element ? node.outerHTML.slice(0, 120) : node.nodeName, score })),
    ),
  );
}
