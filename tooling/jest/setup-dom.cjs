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
