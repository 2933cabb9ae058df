import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Picture } from './Picture';

const hero = { url: '/files/illustrations/card.jpg', alt: 'Картка з кешбеком', width: 960, height: 600 };
const SIZES = '(max-width: 768px) 100vw, 420px';

function sources(container: HTMLElement) {
  return Array.from(container.querySelectorAll('picture source')).map((source) => [
    source.getAttribute('type'),
    source.getAttribute('srcset'),
    source.getAttribute('sizes'),
  ]);
}

describe('Picture', () => {
  it('offers AVIF, then WebP, then the file’s own format at each width up to the picture’s own, with the sizes it is shown at', () => {
    const { container } = render(<Picture image={hero} sizes={SIZES} />);
    const widths = (format: string) => [320, 480, 640, 960].map((width) => `/files/illustrations/card.jpg?q=75&w=${width}${format} ${width}w`).join(', ');
    expect(sources(container)).toEqual([
      ['image/avif', widths('&format=avif'), SIZES],
      ['image/webp', widths('&format=webp'), SIZES],
    ]);
    const image = screen.getByRole('img', { name: 'Картка з кешбеком' });
    expect(image).toHaveAttribute('srcset', widths(''));
    expect(image).toHaveAttribute('sizes', SIZES);
    expect(image).toHaveAttribute('src', '/files/illustrations/card.jpg?q=75&w=640');
  });

  it('reserves its place with width and height, and waits until it nears the screen', () => {
    render(<Picture image={hero} sizes={SIZES} />);
    const image = screen.getByRole('img', { name: 'Картка з кешбеком' });
    expect(image).toHaveAttribute('width', '960');
    expect(image).toHaveAttribute('height', '600');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('fetchpriority');
    expect(image).not.toHaveAttribute('elementtiming');
  });

  it('a decorative picture has an empty alt, so screen readers skip it', () => {
    const { container } = render(<Picture image={{ ...hero, alt: '' }} sizes={SIZES} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('the page’s largest paint loads at once with high priority and is preloaded by its AVIF srcset', () => {
    const html = renderToString(<Picture image={hero} sizes={SIZES} priority />);
    const preload = html.match(/^<link [^>]*>/)?.[0] ?? '';
    expect(preload).toContain('rel="preload"');
    expect(preload).toContain('as="image"');
    expect(preload).toContain('type="image/avif"');
    expect(preload).toContain('fetchPriority="high"');
    expect(preload).toContain(`imageSizes="${SIZES}"`);
    expect(preload).toContain('imageSrcSet="/files/illustrations/card.jpg?q=75&amp;w=320&amp;format=avif 320w');
    const { container } = render(<Picture image={hero} sizes={SIZES} priority />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    // The browser reports its paint, which the shell waits for before it asks for its scripts.
    expect(image).toHaveAttribute('elementtiming', 'hero');
  });

  it('no other picture is preloaded', () => {
    expect(renderToString(<Picture image={hero} sizes={SIZES} />)).not.toContain('rel="preload"');
  });

  it('a gif is one plain image, as the optimiser would lose its animation', () => {
    const { container } = render(<Picture image={{ ...hero, url: 'https://cms.bank.ua/files/promo.gif' }} sizes={SIZES} />);
    expect(container.querySelector('picture')).toBeNull();
    expect(screen.getByRole('img', { name: 'Картка з кешбеком' })).toHaveAttribute('src', 'https://cms.bank.ua/files/promo.gif');
  });
});
