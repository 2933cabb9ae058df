import { ANALYTICS_RETRY_MS, analyticsReported, runtimeConfig, type AnalyticsMessage } from '@bank/shared-kit';

interface AnalyticsWindow {
  dataLayer?: unknown[];
}

interface QueueOptions {
  isReady: () => boolean;
  deliver: (message: AnalyticsMessage) => void;
}

/**
 * Shell spec 4, step 1: an event waits in a queue, retried every second, until the analytics is ready.
 * Nothing is dropped.
 */
export function createAnalyticsQueue({ isReady, deliver }: QueueOptions) {
  const waiting: AnalyticsMessage[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    if (!isReady()) {
      timer ??= setTimeout(() => {
        timer = null;
        flush();
      }, ANALYTICS_RETRY_MS);
      return;
    }
    for (let message = waiting.shift(); message; message = waiting.shift()) deliver(message);
  }

  return (message: AnalyticsMessage) => {
    waiting.push(message);
    flush();
  };
}

const analyticsWindow = () => window as unknown as AnalyticsWindow;

/**
 * The site's queue: with analytics switched on in config.json it is ready once the analytics tag has
 * created its data layer; switched off, events only go to the event bus.
 */
export const reportToAnalytics = createAnalyticsQueue({
  isReady: () => !runtimeConfig().analytics.enabled || Array.isArray(analyticsWindow().dataLayer),
  deliver: (message) => {
    analyticsWindow().dataLayer?.push({ event: message.name, ...message.params });
    analyticsReported(message);
  },
});
