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
