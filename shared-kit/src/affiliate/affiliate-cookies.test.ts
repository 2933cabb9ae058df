import {
  AFFILIATE_PATH_FRAGMENTS,
  affiliateCookieString,
  affiliateCookiesOf,
  affiliateLandingOf,
  captureAffiliateLanding,
  readAffiliateCookies,
} from './affiliate-cookies';

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

describe('affiliate landings', () => {
  it.each(AFFILIATE_PATH_FRAGMENTS)('recognises a path containing %s', (fragment) => {
    expect(affiliateLandingOf(`/uk/landing/${fragment}`)).not.toBeNull();
  });

  it('recognises the dash fragments inside a longer name', () => {
    expect(affiliateLandingOf('/ru/credit-kaf')).toBe('-kaf');
    expect(affiliateLandingOf('/uk/kredyt-adsm-2')).toBe('-adsm');
  });

  it('does not treat ordinary pages as landings', () => {
    expect(affiliateLandingOf('/uk/product/kredyt-gotivkoiu')).toBeNull();
    expect(affiliateLandingOf('/uk/credits')).toBeNull();
    expect(affiliateCookiesOf('/uk/credits', '?click_id=1')).toEqual({});
  });

  it('keeps the click ids of the query and the landing fragment', () => {
    expect(affiliateCookiesOf('/uk/credits-sd', '?click_id=abc&utm_source=leadgid&foo=bar')).toEqual({
      affiliate_landing: 'credits-sd',
      click_id: 'abc',
      utm_source: 'leadgid',
    });
  });

  it('writes cookies for 108,000 s, SameSite=Lax, Secure only on https', () => {
    expect(affiliateCookieString('click_id', 'a b', true)).toBe('click_id=a%20b; Max-Age=108000; Path=/; Secure; SameSite=Lax');
    expect(affiliateCookieString('click_id', 'x', false)).not.toMatch(/Secure/);
  });
});

describe('readAffiliateCookies', () => {
  afterEach(clearCookies);

  it('reads back what a landing URL stored, and nothing else', () => {
    document.cookie = 'session=1; path=/';
    captureAffiliateLanding({ pathname: '/uk/admitad-credit', search: '?admitad_uid=u-42&gclid=g1', protocol: 'http:' });
    expect(readAffiliateCookies()).toEqual({ affiliate_landing: 'admitad', admitad_uid: 'u-42', gclid: 'g1' });
  });

  it('reads a cookie header given as text (server side)', () => {
    expect(readAffiliateCookies('click_id=c%2F1; other=2')).toEqual({ click_id: 'c/1' });
  });
});
