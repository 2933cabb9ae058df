import { NOTICE_HIDE_MS } from '@bank/shared-kit';

/** Spec: a closed notice stays hidden for 12 hours from the time kept on the device. */
export function isNoticeDismissed(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && now - dismissedAt < NOTICE_HIDE_MS;
}

/** The time kept on the device, or null when there is none or it is unreadable. */
export function parseDismissedAt(stored: string | null): number | null {
  if (stored === null) return null;
  const time = Number(stored);
  return Number.isFinite(time) && time > 0 ? time : null;
}
