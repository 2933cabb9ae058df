/**
 * What the visitor's device remembers for the site (opened notifications,
 * accessibility choices). Storage can be missing or refused (private windows, strict settings):
 * then nothing is remembered and nothing breaks. Call only from effects, never during render.
 */
export function recall(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function remember(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Not remembered on this device; the current page still reflects the choice.
  }
}

/** Storage keys, in one place so a pre-paint script can read the same choices. */
export const DEVICE_KEYS = {
  openedNotifications: 'bank.notifications.opened',
  accessibility: 'bank.accessibility',
} as const;
