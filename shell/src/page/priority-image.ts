import { isInFirstScreen } from '../islands/first-screen';
import { inNextTask } from '../islands/next-task';

/** The picture the server asked the browser to fetch before anything else: the page's hero (shared-kit's Picture). */
const PRIORITY_IMAGE = 'img[fetchpriority="high"]';

/** On a line too slow for the hero, the page's scripts start after this long anyway. */
const PRIORITY_IMAGE_WAIT_MS = 1500;

type ElementTiming = PerformanceEntry & { element: Element | null };

/**
 * Resolves once the page's hero is on the screen or has failed, at most PRIORITY_IMAGE_WAIT_MS after it is asked;
 * at once on a page without one, or whose hero is not on the screen (a short window, or one scrolled away). The
 * shell's and the blocks' scripts are a few hundred kilobytes: requested while the hero still loads, they share a
 * phone's line with it, and the page's largest paint waits for them.
 * On the screen: as the browser reports its paint (Element Timing, the picture's `elementtiming`), where it can;
 * elsewhere once it has arrived and is decoded. Neither waits on timers or frames, which a page may hold still (a
 * test clock).
 */
export function priorityImageShown(document: Document): Promise<void> {
  const image = document.querySelector<HTMLImageElement>(PRIORITY_IMAGE);
  const window = document.defaultView;
  // Off the screen it is not what the visitor waits for, and the browser reports no paint of it.
  if (!image || !window || !isInFirstScreen(image)) return Promise.resolve();
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const go = () => {
      observer?.disconnect();
      window.clearTimeout(waitCap);
      inNextTask(window, resolve);
    };
    const waitCap = window.setTimeout(go, PRIORITY_IMAGE_WAIT_MS);
    image.addEventListener('error', go, { once: true });
    // A picture that failed before the page's script ran is painted as nothing: nothing to wait for.
    if (image.complete && image.naturalWidth === 0) {
      go();
      return;
    }
    if (PerformanceObserver.supportedEntryTypes?.includes('element')) {
      observer = new PerformanceObserver((list) => {
        if ((list.getEntries() as ElementTiming[]).some((entry) => entry.element === image)) go();
      });
      observer.observe({ type: 'element', buffered: true });
      return;
    }
    const arrived = image.complete ? Promise.resolve() : new Promise((loaded) => image.addEventListener('load', loaded, { once: true }));
    void arrived
      .then(() => image.decode())
      .catch(() => undefined)
      .then(go);
  });
}
