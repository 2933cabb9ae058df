import { nextTask } from '../islands/next-task';

/** The picture the server asked the browser to fetch before anything else: the page's hero (shared-kit's Picture). */
const PRIORITY_IMAGE = 'img[fetchpriority="high"]';

/** On a line too slow for the hero, the page's scripts start after this long anyway. */
export const PRIORITY_IMAGE_WAIT_MS = 1500;

/**
 * Resolves once the page's hero is on the screen (arrived, decoded and painted) or has failed, at most
 * PRIORITY_IMAGE_WAIT_MS after it is asked; at once on a page without one. The shell's and the blocks' scripts are
 * a few hundred kilobytes: requested while the hero still loads, they share a phone's line with it, and the page's
 * largest paint waits for them.
 */
export function priorityImageShown(document: Document): Promise<void> {
  const image = document.querySelector<HTMLImageElement>(PRIORITY_IMAGE);
  const window = document.defaultView;
  if (!image || !window) return Promise.resolve();
  const arrived = image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });
  // A task queued from an animation frame runs once that frame is painted.
  const painted = arrived
    .then(() => image.decode())
    .catch(() => undefined)
    .then(() => new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve(nextTask(window)))));
  const waitCap = new Promise<void>((resolve) => window.setTimeout(resolve, PRIORITY_IMAGE_WAIT_MS));
  return Promise.race([painted, waitCap]);
}
