import { sharedLook } from './shared-look.mjs';

describe('a look shared by the callers of one moment', () => {
  it('gives simultaneous callers one look, and a later caller a new one', async () => {
    let looks = 0;
    const look = sharedLook(async (key) => `${key} ${(looks += 1)}`);
    expect(await Promise.all([look('remotes.json'), look('remotes.json'), look('config.json')])).toEqual(['remotes.json 1', 'remotes.json 1', 'config.json 2']);
    expect(await look('remotes.json')).toBe('remotes.json 3');
  });

  it('gives every simultaneous caller the failure, and tries again afterwards', async () => {
    let failing = true;
    const look = sharedLook(async () => {
      if (failing) throw new Error('ENOENT');
      return 'read';
    });
    await expect(Promise.all([look('config.json'), look('config.json')])).rejects.toThrow('ENOENT');
    failing = false;
    expect(await look('config.json')).toBe('read');
  });
});
