import { imageUrl, isOptimisableImage } from './image-url';

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
