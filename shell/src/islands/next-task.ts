interface TaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-visible' | 'background' }): Promise<unknown>;
}

/**
 * Runs `then` in a task of its own, after what the browser has queued. Not through timers: a page may
 * hold its clock still (a test clock), and timers are throttled in a background tab.
 * In the background, where the browser can tell, so that a visitor's input goes first.
 */
export function inNextTask(window: Window, then: () => void, priority: 'user-visible' | 'background' = 'user-visible'): void {
  const scheduler = (window as Window & { scheduler?: TaskScheduler }).scheduler;
  if (scheduler?.postTask) {
    void scheduler.postTask(then, { priority });
    return;
  }
  if (typeof MessageChannel === 'undefined') {
    // jsdom has none; every browser has.
    window.setTimeout(then, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    then();
  };
  channel.port2.postMessage(null);
}

/** Resolves in a task of its own (as inNextTask), for code that awaits. */
export function nextTask(window: Window): Promise<void> {
  return new Promise((resolve) => inNextTask(window, resolve));
}
