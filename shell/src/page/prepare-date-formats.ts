import { inNextTask } from '../islands/next-task';

let requested = false;

/**
 * The first Intl formatter a page makes loads the browser's ICU data: measured in Chromium at 50–130 ms of
 * one task on a loaded machine (about:blank); a publication date's format after it costs under 2 ms. Made by a
 * block as it hydrates (a list of news with their dates), that cost lands inside the hydration's task and holds the
 * main thread. Made here, in a task of its own while the block's code is still downloading, it falls in time
 * the main thread would spend waiting anyway. Asked for when a block whose HTML shows a date (a `time`
 * element) starts loading its code: amounts are written without Intl (shared-kit's formatAmount), so a page
 * without dates never pays it. Once a page.
 */
export function prepareDateFormatsFor(window: Window, place: Element): void {
  if (requested || !place.querySelector('time')) return;
  requested = true;
  const language = window.document.documentElement.lang || 'uk';
  inNextTask(window, () => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Kyiv' }).format(0));
}
