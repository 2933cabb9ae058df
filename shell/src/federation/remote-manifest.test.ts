import { readRemoteManifest } from './remote-manifest';

const good = { remotes: { mf_content: { live: '1.0.0', versions: { '1.0.0': { entry: 'http://localhost:3005/1.0.0/remoteEntry.js' } } } } };

function answer(body: string) {
  global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, text: () => Promise.resolve(body) });
}

describe('remotes.json in the browser', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the last readable manifest when the next one is truncated, and logs it', async () => {
    answer(JSON.stringify(good));
    expect(await readRemoteManifest('/remotes.json')).toEqual(good);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(JSON.stringify(good).slice(0, 30));
    expect(await readRemoteManifest('/remotes.json')).toEqual(good);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^remote manifest \/remotes.json unreadable \(.+\): keeping the last readable manifest$/));
    error.mockRestore();
  });

  it('fails when it never read a readable one', async () => {
    answer('{"remotes": {');
    await expect(readRemoteManifest('/remotes.json')).rejects.toThrow();
  });
});
