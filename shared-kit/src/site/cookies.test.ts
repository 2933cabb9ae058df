import { cookieString, readCookies } from './cookies';

describe('cookies', () => {
  it('reads every cookie of a header, decoded', () => {
    expect(readCookies('a=1; bank_canary=mf_content%401.1.0')).toEqual({ a: '1', bank_canary: 'mf_content@1.1.0' });
  });

  it('keeps a value that does not decode as it was sent, instead of throwing', () => {
    expect(readCookies('bank_canary=%E0%A4%A; b=2')).toEqual({ bank_canary: '%E0%A4%A', b: '2' });
  });

  it('skips pairs without a name or a value', () => {
    expect(readCookies('; =x; novalue; c=3')).toEqual({ c: '3' });
  });

  it('writes a site-wide SameSite=Lax cookie, Secure on https', () => {
    expect(cookieString('x', 'a b', { maxAgeSeconds: 60, secure: true })).toBe('x=a%20b; Max-Age=60; Path=/; Secure; SameSite=Lax');
    expect(cookieString('x', '1', { maxAgeSeconds: 0, secure: false })).toBe('x=1; Max-Age=0; Path=/; SameSite=Lax');
  });
});
