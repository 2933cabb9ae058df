import { parseCanary, requestedCanary, withCanary } from './canary';
import type { RemoteManifest } from './remote-manifest';

const manifest: RemoteManifest = {
  remotes: {
    mf_content: {
      live: '1.0.0',
      versions: { '1.0.0': { entry: 'http://localhost:3005/1.0.0/remoteEntry.js' }, '1.1.0': { entry: 'http://localhost:3005/1.1.0/remoteEntry.js' } },
    },
    mf_rates: { live: '1.0.0', versions: { '1.0.0': { entry: 'http://localhost:3003/1.0.0/remoteEntry.js' } } },
  },
};
const live = [
  { name: 'mf_content', version: '1.0.0', entry: 'http://localhost:3005/1.0.0/remoteEntry.js' },
  { name: 'mf_rates', version: '1.0.0', entry: 'http://localhost:3003/1.0.0/remoteEntry.js' },
];

describe('canary', () => {
  it('ignores a malformed canary cookie instead of failing the page (%E0%A4%A does not decode)', () => {
    expect(requestedCanary('', 'bank_canary=%E0%A4%A')).toEqual({ choice: null, cookie: 'keep' });
  });

  it('reads remote@version and nothing else', () => {
    expect(parseCanary('mf_content@1.1.0')).toEqual({ remote: 'mf_content', version: '1.1.0' });
    expect(parseCanary('mf_content')).toBeNull();
    expect(parseCanary('http://evil.test/x.js')).toBeNull();
  });

  it('takes the query parameter over the cookie, and off clears the cookie', () => {
    expect(requestedCanary('?canary=mf_content@1.1.0', 'bank_canary=mf_rates%401.0.0')).toEqual({
      choice: { remote: 'mf_content', version: '1.1.0' },
      cookie: 'set',
    });
    expect(requestedCanary('', 'a=1; bank_canary=mf_rates%401.0.0')).toEqual({ choice: { remote: 'mf_rates', version: '1.0.0' }, cookie: 'keep' });
    expect(requestedCanary('?canary=off', 'bank_canary=mf_rates%401.0.0')).toEqual({ choice: null, cookie: 'clear' });
  });

  it('puts only the chosen remote on the deployed canary version', () => {
    const { remotes, canary } = withCanary(live, manifest, { remote: 'mf_content', version: '1.1.0' });
    expect(canary).toEqual({ name: 'mf_content', version: '1.1.0', entry: 'http://localhost:3005/1.1.0/remoteEntry.js' });
    expect(remotes).toEqual([live[1], canary]);
  });

  it('ignores a version the manifest does not list', () => {
    expect(withCanary(live, manifest, { remote: 'mf_content', version: '9.9.9' })).toEqual({ remotes: live, canary: null });
  });
});
