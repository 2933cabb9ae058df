import { isNoticeClosedBy, noticeClosedCookie, noticeReturnPath } from './notice-close';

const closedAt = Date.UTC(2026, 10, 22, 8, 0, 0);

describe('the notice-closed cookie', () => {
  it('lives 12 hours, site-wide, same-site', () => {
    expect(noticeClosedCookie(closedAt, true)).toBe(`bank_notice_closed=${closedAt}; Max-Age=43200; Path=/; Secure; SameSite=Lax`);
    expect(noticeClosedCookie(closedAt, false)).not.toContain('Secure');
  });

  it('hides the notice for 12 hours from the time it holds', () => {
    const header = `bank_canary=mf_content@1.2.0; bank_notice_closed=${closedAt}`;
    expect(isNoticeClosedBy(header, closedAt + 1)).toBe(true);
    expect(isNoticeClosedBy(header, closedAt + 43_200_000)).toBe(false);
  });

  it('leaves the notice shown without the cookie or with an unreadable time', () => {
    expect(isNoticeClosedBy('', closedAt)).toBe(false);
    expect(isNoticeClosedBy('bank_notice_closed=soon', closedAt)).toBe(false);
  });
});

describe('the page the close form goes back to', () => {
  it('is the page of this site it was sent from, with its query', () => {
    expect(noticeReturnPath('/ru/credits/cash')).toBe('/ru/credits/cash');
    expect(noticeReturnPath('/uk/blog?page=2')).toBe('/uk/blog?page=2');
    expect(noticeReturnPath('/uk/search/%D0%B4%D0%B5%D0%BF')).toBe('/uk/search/%D0%B4%D0%B5%D0%BF');
  });

  it.each([
    'https://evil.example/uk',
    '//evil.example/uk',
    '/\\evil.example/uk',
    'javascript:alert(1)',
    '/uk/../../admin',
    '/api/uk/x',
    '/de/x',
    '',
    undefined,
    ['/ru'],
  ])('is the home page for %p, never another site or a path outside the pages', (returnTo) => {
    expect(noticeReturnPath(returnTo)).toBe('/uk');
  });
});
