import { act } from '@testing-library/react';

/** Scrolls jsdom's window to `y` as a visitor would, and waits the frame the header's scroll state is read in. */
export async function scrollWindowTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/** Back at the top for the next test (jsdom keeps the window between tests). */
export function resetWindowScroll() {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
}
