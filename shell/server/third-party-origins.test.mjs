import { thirdPartyOrigins } from './third-party-origins.mjs';

const config = {
  captcha: { siteKey: '', scriptUrl: 'https://www.google.com/recaptcha/api.js?render=explicit', origins: ['https://www.gstatic.com'] },
  analytics: { enabled: false, scriptUrl: 'https://analytics.example/tag.js' },
  chat: { scriptUrl: '' },
};

describe('third-party origins in the CSP', () => {
  it('allows nothing while every third-party service is off', () => {
    expect(thirdPartyOrigins(config)).toEqual({ scripts: [], frames: [], images: [] });
  });

  it('allows the human check’s script, frames and asset origins once a site key is set', () => {
    const allowed = thirdPartyOrigins({ ...config, captcha: { ...config.captcha, siteKey: 'key' } });
    expect(allowed.scripts).toEqual(['https://www.google.com', 'https://www.gstatic.com']);
    expect(allowed.frames).toEqual(['https://www.google.com', 'https://www.gstatic.com']);
  });

  it('allows enabled analytics and a configured chat as script origins only', () => {
    const allowed = thirdPartyOrigins({ ...config, analytics: { ...config.analytics, enabled: true }, chat: { scriptUrl: 'https://chat.example/widget.js' } });
    expect(allowed).toEqual({ scripts: ['https://analytics.example', 'https://chat.example'], frames: [], images: [] });
  });

  it('ignores malformed or non-http settings instead of widening the policy', () => {
    const allowed = thirdPartyOrigins({
      ...config,
      chat: { scriptUrl: 'javascript:alert(1)' },
      analytics: { enabled: true, scriptUrl: 'not a url; script-src *' },
    });
    expect(allowed).toEqual({ scripts: [], frames: [], images: [] });
  });

  it('allows images from the map tiles and the content files origins config.json names, and no other', () => {
    const allowed = thirdPartyOrigins({
      ...config,
      mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      imageOrigins: ['https://files.bank.example', 'data:x'],
    });
    expect(allowed.images).toEqual(['https://tiles.example', 'https://files.bank.example']);
  });
});
