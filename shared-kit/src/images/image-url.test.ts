import { imageSrcSet, imageUrl, isOptimisableImage } from './image-url';

describe('image rules', () => {
  it('asks for quality 75 and the wanted width, over https', () => {
    expect(imageUrl('http://cms.bank.ua/files/banner.jpg', 640)).toBe('https://cms.bank.ua/files/banner.jpg?q=75&w=640');
  });

  it('keeps an existing query', () => {
    expect(imageUrl('https://cms.bank.ua/files/banner.png?itok=a1')).toBe('https://cms.bank.ua/files/banner.png?itok=a1&q=75');
  });

  it('does not optimise a gif', () => {
    expect(isOptimisableImage('https://cms.bank.ua/files/promo.GIF')).toBe(false);
    expect(imageUrl('https://cms.bank.ua/files/promo.gif', 640)).toBe('https://cms.bank.ua/files/promo.gif');
  });

  it('does not optimise a file with a Cyrillic name, plain or URL-encoded', () => {
    expect(isOptimisableImage('https://cms.bank.ua/files/кредит.jpg')).toBe(false);
    expect(isOptimisableImage(`https://cms.bank.ua/files/${encodeURIComponent('депозит')}.png`)).toBe(false);
    expect(isOptimisableImage('https://cms.bank.ua/кредити/credit.png')).toBe(true);
  });
});

describe('picture variants', () => {
  it('asks the optimiser for a format beside the width', () => {
    expect(imageUrl('/files/hero.jpg', 480, 'avif')).toBe('/files/hero.jpg?q=75&w=480&format=avif');
  });

  it('lists each width with its descriptor', () => {
    expect(imageSrcSet('/files/hero.jpg', [320, 640], 'webp')).toBe('/files/hero.jpg?q=75&w=320&format=webp 320w, /files/hero.jpg?q=75&w=640&format=webp 640w');
  });

  it('leaves an svg as it is: a vector is sharp at every width', () => {
    expect(imageUrl('/files/logo.svg', 320, 'avif')).toBe('/files/logo.svg');
  });

  it('leaves a data: URL as it is', () => {
    const svg = 'data:image/svg+xml,%3Csvg%2F%3E';
    expect(isOptimisableImage(svg)).toBe(false);
    expect(imageUrl(svg, 320, 'avif')).toBe(svg);
  });
});
