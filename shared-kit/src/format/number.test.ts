import { formatAmount, parseDecimal } from './number';

describe('amounts', () => {
  it('groups thousands with spaces and uses a decimal comma', () => {
    expect(formatAmount(1234567.891)).toBe('1 234 567,89');
  });
  it('keeps the requested number of decimals', () => {
    expect(formatAmount(41.5, 6)).toBe('41,500000');
    expect(formatAmount(300000, 0)).toBe('300 000');
  });
  it('writes negative amounts with a minus', () => {
    expect(formatAmount(-1500.5)).toBe('-1 500,50');
  });
  it('reads decimal strings with a comma', () => {
    expect(parseDecimal('41,35')).toBe(41.35);
    expect(parseDecimal(' 1 000,5 ')).toBe(1000.5);
  });
  it('reads text that is not a number as NaN', () => {
    expect(parseDecimal('abc')).toBeNaN();
    expect(parseDecimal('')).toBeNaN();
  });
});
