import { formatAmount, parseDecimal } from './number';

describe('amounts', () => {
  it('groups thousands with non-breaking spaces and uses a decimal comma', () => {
    expect(formatAmount(1234567.891)).toBe('1\u00a0234\u00a0567,89');
    expect(formatAmount(1_000_000, 0)).not.toMatch(/ /);
  });
  it('keeps the requested number of decimals', () => {
    expect(formatAmount(41.5, 6)).toBe('41,500000');
    expect(formatAmount(300000, 0)).toBe('300\u00a0000');
  });
  it('writes negative amounts with a minus, and no minus before a zero', () => {
    expect(formatAmount(-1500.5)).toBe('-1\u00a0500,50');
    expect(formatAmount(-0.001)).toBe('0,00');
  });
  it('rounds half away from zero as the amount is written, as Intl.NumberFormat does', () => {
    expect(formatAmount(1.005)).toBe('1,01');
    expect(formatAmount(2.675)).toBe('2,68');
    expect(formatAmount(-2.5, 0)).toBe('-3');
    expect(formatAmount(999_999.995)).toBe('1\u00a0000\u00a0000,00');
    expect(formatAmount(143.68449999999999, 3)).toBe('143,684');
    expect(formatAmount(0.0000004, 6)).toBe('0,000000');
  });
  it('writes what is not an amount as Intl.NumberFormat did', () => {
    expect(formatAmount(Number.NaN)).toBe('NaN');
    expect(formatAmount(-Infinity)).toBe('-∞');
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
