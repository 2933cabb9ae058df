import { HumanCheckUnavailable, humanCheckToken } from './human-check';

describe('human check', () => {
  const config = { provider: 'recaptcha', siteKey: 'site-key', scriptUrl: 'https://captcha.example/api.js', origins: [] };

  it('an empty site key means no human check in this environment: an empty token, no script', async () => {
    const load = jest.fn();
    await expect(humanCheckToken({ ...config, siteKey: '' }, load)).resolves.toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('a configured key whose script cannot load stops the send, with a console warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(humanCheckToken(config, async () => Promise.reject(new Error('script did not load')))).rejects.toBeInstanceOf(HumanCheckUnavailable);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a loaded script gives the token', async () => {
    const grecaptcha = { ready: (callback: () => void) => callback(), execute: jest.fn(async () => 'token-9') };
    Object.assign(window, { grecaptcha });
    await expect(humanCheckToken(config, async () => undefined)).resolves.toBe('token-9');
    expect(grecaptcha.execute).toHaveBeenCalledWith('site-key', { action: 'submit' });
    Reflect.deleteProperty(window, 'grecaptcha');
  });
});
