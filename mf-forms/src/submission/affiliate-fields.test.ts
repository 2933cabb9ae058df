import { affiliateClick, affiliateFields, googleClientId } from './affiliate-fields';

describe('affiliate part of the payload', () => {
  it('reads the analytics client id from the _ga cookie', () => {
    expect(googleClientId('a=1; _ga=GA1.1.1234567.1700000000; b=2')).toBe('1234567.1700000000');
    expect(googleClientId('a=1')).toBe('');
  });
  it('fills the payload fields from the affiliate cookies', () => {
    expect(affiliateFields({ wmid: 'w1', utm_campaign: 'spring', gclid: 'g', utm_content: 'banner' }, '')).toEqual({
      webmasterid: 'w1',
      appid: '',
      googleclientid: '',
      campaing: 'spring',
      utm_content: 'banner',
      gclid: 'g',
    });
  });
  it('knows the network and click id for the postback, or that there is none', () => {
    expect(affiliateClick({ affiliate_landing: 'admitad', admitad_uid: 'u1' })).toEqual({ network: 'admitad', clickId: 'u1' });
    expect(affiliateClick({ gclid: 'g' })).toBeNull();
  });
});
