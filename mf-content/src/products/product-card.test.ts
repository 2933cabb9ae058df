import { productLink } from './product-card';

describe('product card link', () => {
  it('an internal link goes to the page in the language of the site', () => {
    expect(productLink({ uri: 'internal:/deposits', title: 'Детальніше', options: { type: 'internal', alias: '/deposits' } }, 'ru')).toEqual({
      kind: 'internal',
      title: 'Детальніше',
      href: '/ru/deposits',
    });
  });

  it('an anchor link points into the page', () => {
    expect(productLink({ uri: '#calculator', title: 'Розрахувати', options: { type: 'anchor', anchor: 'calculator' } }, 'uk')?.href).toBe('#calculator');
  });

  it('an external link keeps its address', () => {
    expect(productLink({ uri: 'https://online.bank.example/x', title: 'Онлайн', options: { type: 'external' } }, 'uk')).toEqual({
      kind: 'external',
      title: 'Онлайн',
      href: 'https://online.bank.example/x',
    });
  });

  it('no address, no link', () => {
    expect(productLink(null, 'uk')).toBeNull();
  });

  it('a link that would run code is no link', () => {
    expect(productLink({ uri: 'javascript:alert(1)', title: 'Детальніше' }, 'uk')).toBeNull();
    expect(productLink({ uri: 'data:text/html,<script>alert(1)</script>', title: 'Детальніше', options: { type: 'external' } }, 'uk')).toBeNull();
  });
});
