import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerRuntimeConfig, type RuntimeConfig } from '@bank/shared-kit';
import { YoutubeVideo } from './YoutubeVideo';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

function configure(youtubeEmbedOrigin: string) {
  registerRuntimeConfig({ youtubeEmbedOrigin } as RuntimeConfig);
}

beforeAll(() => {
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

const playButton = () => screen.getByRole('button', { name: 'Дивитися відео «Як користуватися застосунком»' });

describe('YouTube video', () => {
  it('contacts nothing until the visitor plays it, then embeds the player from the configured host', async () => {
    configure('https://www.youtube.com/');
    fetchMock.mockResolvedValue({ ok: false, type: 'opaque' } as Response);
    const { container } = render(<YoutubeVideo id="dQw4w9WgXcQ" title="Як користуватися застосунком" language="uk" />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(container.querySelector('iframe')).toBeNull();
    await userEvent.click(playButton());
    const player = await screen.findByTitle('Як користуватися застосунком');
    expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(fetchMock).toHaveBeenCalledWith('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1', expect.objectContaining({ method: 'HEAD' }));
  });

  it('keeps the privacy-enhanced host when config.json names it', async () => {
    configure('https://www.youtube-nocookie.com');
    fetchMock.mockResolvedValue({ ok: false, type: 'opaque' } as Response);
    render(<YoutubeVideo id="abc" title="Відео" language="uk" />);
    await userEvent.click(screen.getByRole('button', { name: 'Дивитися відео «Відео»' }));
    expect(await screen.findByTitle('Відео')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abc?autoplay=1');
  });

  it('offers a link to YouTube instead of a player when the host does not answer', async () => {
    configure('https://www.youtube-nocookie.com');
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<YoutubeVideo id="dQw4w9WgXcQ" title="Як користуватися застосунком" language="uk" />);
    await userEvent.click(playButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Відео зараз недоступне');
    expect(screen.getByRole('link', { name: 'Відкрити на YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(screen.queryByTitle('Як користуватися застосунком')).toBeNull();
  });

  it('offers the link without contacting anything when config.json names no usable host', async () => {
    configure('');
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<YoutubeVideo id="dQw4w9WgXcQ" title="Як користуватися застосунком" language="uk" />);
    await userEvent.click(playButton());
    expect(await screen.findByRole('link', { name: 'Відкрити на YouTube' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
