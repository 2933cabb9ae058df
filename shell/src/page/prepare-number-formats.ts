import { inNextTask } from '../islands/next-task';

let requested = false;

/**
 * The first Intl formatter a page makes loads the browser's ICU data: measured in Chromium at 65–490 ms of
 * one task on a loaded machine (about:blank; the next formatter costs under 7 ms; of the Intl kinds the
 * number format's first one costs by far the most). Made by a block as it hydrates (an amount in the rates
 * table, a calculator's sum, a date), that cost lands inside the hydration's task and holds the main thread.
 * Made here, in a task of its own while the block's code is still downloading, it falls in time the main
 * thread would spend waiting anyway. Asked for when a block starts loading its code; a page whose blocks
 * all stay as the server sent them (on a phone's first screen of the home page) never pays it. Once a page.
 */
export function prepareNumberFormats(window: Window): void {
  if (requested) return;
  requested = true;
  inNextTask(window, () => new Intl.NumberFormat('uk-UA').format(0));
}
