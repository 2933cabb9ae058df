import { addToCompare, isCompareFull, removeFromCompare } from './compare-rules';

const product = (id: string) => ({ id, title: `Продукт ${id}` });

describe('compare list', () => {
  it('holds at most three products: the fourth is refused', () => {
    const three = [product('1'), product('2'), product('3')];
    expect(addToCompare(three, product('4'))).toBe(three);
    expect(isCompareFull(three)).toBe(true);
  });

  it('adds a product once', () => {
    const one = [product('1')];
    expect(addToCompare(one, product('1'))).toEqual(one);
    expect(addToCompare(one, product('2')).map((item) => item.id)).toEqual(['1', '2']);
  });

  it('removing a product frees a place', () => {
    const three = [product('1'), product('2'), product('3')];
    const two = removeFromCompare(three, '2');
    expect(two.map((item) => item.id)).toEqual(['1', '3']);
    expect(isCompareFull(two)).toBe(false);
  });
});
