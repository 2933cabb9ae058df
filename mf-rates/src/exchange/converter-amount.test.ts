import { readConverterAmount } from './converter-amount';

describe('the converter amount', () => {
  it.each([
    ['1000', 1000],
    ['1 000,50', 1000.5],
    ['1000.5', 1000.5],
    ['0,07', 0.07],
    ['25,', 25],
    ['999999999999', 999_999_999_999],
  ])('accepts %p as %p', (text, value) => {
    expect(readConverterAmount(text)).toEqual({ kind: 'valid', value });
  });

  it('is empty when nothing is typed', () => {
    expect(readConverterAmount('  ')).toEqual({ kind: 'empty' });
  });

  it.each([
    ['12abc', 'notNumber'],
    ['сто', 'notNumber'],
    ['1,2,3', 'notNumber'],
    ['-5', 'negative'],
    ['1000000000000', 'tooLong'],
    ['10,555', 'tooManyDecimals'],
  ])('refuses %p as %p', (text, problem) => {
    expect(readConverterAmount(text)).toEqual({ kind: 'refused', problem });
  });
});
