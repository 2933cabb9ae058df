import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Carousel } from './Carousel';
import { startSwiper, type SlideShow } from './start-swiper';

// Swiper itself does not run in jsdom: the slide show is recorded, so the tests see when the carousel lets it move.
jest.mock('./start-swiper', () => ({ startSwiper: jest.fn() }));
const playing: boolean[] = [];
const isPlaying = () => playing[playing.length - 1];

function reducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  playing.length = 0;
  reducedMotion(false);
  jest.mocked(startSwiper).mockImplementation((): SlideShow => ({ play: (now) => playing.push(now), destroy: () => undefined }));
});

function renderProducts(autoplayMs: number | null = 5_000) {
  return render(
    <Carousel label="Наші продукти" language="uk" breakpoints={{ 0: 1 }} autoplayMs={autoplayMs}>
      {['Кредит готівкою', 'Депозит «Стандарт»', 'Картка «Щоденна»'].map((title) => (
        <a key={title} href={`#${title}`}>
          {title}
        </a>
      ))}
    </Carousel>,
  );
}

describe('the carousel', () => {
  it('is a named group, not a landmark of its own that would repeat its section’s name', () => {
    renderProducts();
    expect(screen.getByRole('group', { name: 'Наші продукти' })).toHaveAttribute('aria-roledescription', 'карусель');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('autoplays, and its stop button stops and restarts the slides (WCAG 2.2.2)', async () => {
    renderProducts();
    await waitFor(() => expect(isPlaying()).toBe(true));
    // By keyboard: a pointer on the button would pause the slides as well (hover).
    screen.getByRole('button', { name: 'Зупинити прокручування' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(isPlaying()).toBe(false);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Зупинити прокручування' })).toHaveFocus();
    expect(isPlaying()).toBe(true);
  });

  it('stops for good when keyboard focus enters a slide, until the visitor starts it again', async () => {
    renderProducts();
    await waitFor(() => expect(isPlaying()).toBe(true));
    screen.getByRole('link', { name: 'Депозит «Стандарт»' }).focus();
    await waitFor(() => expect(isPlaying()).toBe(false));
    screen.getByRole('link', { name: 'Депозит «Стандарт»' }).blur();
    expect(isPlaying()).toBe(false);
    expect(screen.getByRole('button', { name: 'Запустити прокручування' })).toBeInTheDocument();
  });

  it('pauses while the pointer is over it and goes on when it leaves', async () => {
    renderProducts();
    await waitFor(() => expect(isPlaying()).toBe(true));
    await userEvent.hover(screen.getByRole('group', { name: 'Наші продукти' }));
    expect(isPlaying()).toBe(false);
    await userEvent.unhover(screen.getByRole('group', { name: 'Наші продукти' }));
    expect(isPlaying()).toBe(true);
  });

  it('does not autoplay when the visitor asks for reduced motion, and offers to start', async () => {
    reducedMotion(true);
    renderProducts();
    await waitFor(() => expect(startSwiper).toHaveBeenCalled());
    expect(playing).not.toContain(true);
    expect(screen.getByRole('button', { name: 'Запустити прокручування' })).toBeInTheDocument();
  });

  it('without autoplay has no stop button', async () => {
    renderProducts(null);
    await waitFor(() => expect(startSwiper).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /прокручування/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Наступний слайд' })).toBeInTheDocument();
  });

  it('with dots instead of arrows, gives swiper the dots, their names and the loop, and keeps its stop button', async () => {
    render(
      <Carousel label="Пропозиції банку" language="uk" breakpoints={{ 0: 1 }} autoplayMs={5_000} controls="dots" loop>
        <img src="data:image/svg+xml,a" alt="Ремонт без очікування" />
        <img src="data:image/svg+xml,b" alt="Кредит готівкою" />
      </Carousel>,
    );
    await waitFor(() => expect(startSwiper).toHaveBeenCalled());
    const [, settings] = jest.mocked(startSwiper).mock.lastCall!;
    expect(settings.dots).toBeInstanceOf(HTMLElement);
    expect(settings.loop).toBe(true);
    expect(settings.messages.goToSlide).toBe('Перейти до слайда {{index}}');
    expect(screen.queryByRole('button', { name: /слайд/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Зупинити прокручування' })).toBeInTheDocument();
  });
});
