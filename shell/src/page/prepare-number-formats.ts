/**
 * The first Intl formatter a page makes loads the browser's ICU data: measured in Chromium at 65–490 ms of
 * one task on a loaded machine (about:blank, any locale, any Intl kind; the next formatter costs under 7 ms).
 * Made by a block as it hydrates (an amount in the rates table, a calculator's sum, a date), that cost lands
 * inside the hydration's task and holds the main thread. Made here, in a task of its own while the page's
 * scripts are still downloading, it falls in time the main thread would spend waiting anyway.
 */
export function prepareNumberFormats(): void {
  new Intl.NumberFormat('uk-UA').format(0);
}
