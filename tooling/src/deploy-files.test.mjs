import { localRuntimeConfig, refreshedManifest } from './deploy-files.mjs';
import { REMOTES } from './remotes.mjs';

describe('config.json from the environment', () => {
  it('embeds YouTube from the privacy-enhanced host unless YOUTUBE_EMBED_ORIGIN names another', () => {
    expect(localRuntimeConfig({}).youtubeEmbedOrigin).toBe('https://www.youtube-nocookie.com');
    expect(localRuntimeConfig({ YOUTUBE_EMBED_ORIGIN: 'https://www.youtube.com' }).youtubeEmbedOrigin).toBe('https://www.youtube.com');
  });
});

describe('remotes.json kept across local builds', () => {
  const own = '1.0.0';
  const record = (integrity) => ({ entry: 'http://localhost:3005/x/remoteEntry.js', integrity, blockTypes: { basic: './basic' } });
  const manifestWith = (versions, live) => ({ remotes: Object.fromEntries(REMOTES.map((remote) => [remote.name, { live, versions }])) });

  it("takes the package's own version, rebuilt in place, from disk; keeps released versions and what is live", () => {
    const existing = manifestWith({ [own]: record('sha384-before'), '1.0.1': record('sha384-released') }, '1.0.1');
    const fresh = manifestWith({ [own]: record('sha384-after'), '1.0.1': record('sha384-rebuilt?') }, own);
    const refreshed = refreshedManifest(existing, fresh);
    for (const remote of REMOTES) {
      expect(refreshed.remotes[remote.name].live).toBe('1.0.1');
      expect(refreshed.remotes[remote.name].versions[own].integrity).toBe('sha384-after');
      expect(refreshed.remotes[remote.name].versions['1.0.1'].integrity).toBe('sha384-released');
    }
  });

  it('fills in the records written before they carried integrity and block types', () => {
    const existing = manifestWith({ '0.9.0': { entry: 'http://localhost:3005/0.9.0/remoteEntry.js' } }, '0.9.0');
    const fresh = manifestWith({ '0.9.0': record('sha384-old-version') }, own);
    const refreshed = refreshedManifest(existing, fresh);
    expect(refreshed.remotes.mf_content.versions['0.9.0']).toEqual(record('sha384-old-version'));
    expect(refreshed.remotes.mf_content.live).toBe('0.9.0');
  });
});
