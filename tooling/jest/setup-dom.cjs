require('@testing-library/jest-dom');

// jsdom lays nothing out, so no observed element is ever on screen; code that waits for one gets an observer
// that never reports.
global.IntersectionObserver ??= class IntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};

// Components show CMS HTML once the sanitiser has loaded (shared-kit/src/html/sanitize-html.ts); a test
// starts with it loaded, as a page has it soon after start. cms-html-loading.test.tsx covers the wait.
beforeAll(() => require('../../shared-kit/src/html/sanitize-html').loadSanitizer());

// jsdom lays nothing out, so every element has no client rects and tabbable (the dialogs' Tab wrap) would
// count nothing as drawn. Here what is drawn is what a browser draws for the markup alone: not what is
// hidden, nor what sits in a closed <dialog> or <details>. (A server-side test runs without a DOM.)
if (typeof Element === 'function') {
  Element.prototype.getClientRects = function getClientRects() {
    const hidden = this.closest('[hidden], dialog:not([open]), details:not([open]) > :not(summary)');
    return hidden ? [] : [this.getBoundingClientRect()];
  };
}
