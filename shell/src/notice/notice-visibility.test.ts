import { NOTICE_HIDE_MS } from '@bank/shared-kit';
import { isNoticeDismissed, parseDismissedAt } from './notice-visibility';

const closedAt = Date.UTC(2026, 10, 22, 8, 0, 0);

describe('site notice dismissal', () => {
  it('is shown when the visitor never closed it', () => {
    expect(isNoticeDismissed(null, closedAt)).toBe(false);
  });

  it('stays hidden for 12 hours (43,200,000 ms) after closing', () => {
    expect(NOTICE_HIDE_MS).toBe(43_200_000);
    expect(isNoticeDismissed(closedAt, closedAt + 1)).toBe(true);
    expect(isNoticeDismissed(closedAt, closedAt + NOTICE_HIDE_MS - 1)).toBe(true);
  });

  it('is shown again once the stored time is 12 hours old', () => {
    expect(isNoticeDismissed(closedAt, closedAt + NOTICE_HIDE_MS)).toBe(false);
    expect(isNoticeDismissed(closedAt, closedAt + NOTICE_HIDE_MS * 3)).toBe(false);
  });

  it('treats an unreadable stored time as never closed', () => {
    expect(parseDismissedAt('soon')).toBeNull();
    expect(parseDismissedAt(null)).toBeNull();
    expect(parseDismissedAt(String(closedAt))).toBe(closedAt);
  });
});
