import { isSafeImageUrl, isSafeLinkUrl } from './safe-link-url';

describe('isSafeLinkUrl', () => {
  it.each([
    '/uk/credits',
    '#conditions',
    '?page=2',
    'https://bank.example/login',
    'http://bank.example',
    'mailto:info@bank.example',
    'tel:+380800500500',
    'viber://chat?number=%2B380441234567',
    'tg://resolve?domain=bank',
  ])('lets %s through', (url) => expect(isSafeLinkUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'entity:node/1',
  ])('refuses %j', (url) => expect(isSafeLinkUrl(url)).toBe(false));
});

describe('isSafeImageUrl', () => {
  it('lets inline images and safe links through', () => {
    expect(isSafeImageUrl('data:image/svg+xml,%3Csvg%3E')).toBe(true);
    expect(isSafeImageUrl('/files/card.png')).toBe(true);
  });

  it('refuses script URLs and other data', () => {
    expect(isSafeImageUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeImageUrl('data:text/html,<script>alert(1)</script>')).toBe(false);
  });
});
