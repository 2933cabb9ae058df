import { liveServerRemotes } from './server-remotes';

const manifest = (serverEntry: string) => ({
  remotes: { mf_content: { live: '1.0.0', versions: { '1.0.0': { entry: 'http://localhost:3005/1.0.0/remoteEntry.js', serverEntry } } } },
});

describe('live server remotes', () => {
  it('takes the live version’s server entry', () => {
    expect(liveServerRemotes(manifest('http://localhost:3005/1.0.0/server/remoteEntry.js'), ['http://localhost:3005'])).toEqual([
      { name: 'mf_content', version: '1.0.0', serverEntry: 'http://localhost:3005/1.0.0/server/remoteEntry.js' },
    ]);
  });

  it('never loads server code from an origin that is not allowed', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(liveServerRemotes(manifest('http://evil.example/remoteEntry.js'), ['http://localhost:3005'])).toEqual([]);
    expect(liveServerRemotes(manifest('file:///etc/passwd'), ['null', 'file://'])).toEqual([]);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
