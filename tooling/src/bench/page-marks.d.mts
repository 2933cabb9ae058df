// What the bench's init scripts (lcp.mjs, page-weight.mjs) keep on the measured page's window.
declare global {
  interface Window {
    __lcp: number;
    __markedAt: number;
  }
}

export {};
