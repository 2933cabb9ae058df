import { localRuntimeConfig } from './deploy-files.mjs';

describe('config.json from the environment', () => {
  it('embeds YouTube from the privacy-enhanced host unless YOUTUBE_EMBED_ORIGIN names another', () => {
    expect(localRuntimeConfig({}).youtubeEmbedOrigin).toBe('https://www.youtube-nocookie.com');
    expect(localRuntimeConfig({ YOUTUBE_EMBED_ORIGIN: 'https://www.youtube.com' }).youtubeEmbedOrigin).toBe('https://www.youtube.com');
  });
});
