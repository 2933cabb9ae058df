import type { Question } from '../api/calculator-types';
import { everyValueReachesMin, isBelowMin, readTypedValue } from './range-rules';

const range = { min: 3_000, max: 300_000 };

describe('typed calculator values', () => {
  it('accepts digits within max, spaces being thousands separators', () => {
    expect(readTypedValue('150 000', range)).toEqual({ accepted: true, value: 150_000 });
  });

  it('rejects a typed value above max', () => {
    expect(readTypedValue('300001', range)).toEqual({ accepted: false });
  });

  it('accepts exactly max', () => {
    expect(readTypedValue('300000', range)).toEqual({ accepted: true, value: 300_000 });
  });

  it('rejects anything but digits', () => {
    expect(readTypedValue('12a', range)).toEqual({ accepted: false });
    expect(readTypedValue('-5', range)).toEqual({ accepted: false });
    expect(readTypedValue('1,5', range)).toEqual({ accepted: false });
  });

  it('keeps an emptied field empty, so the visitor can type anew', () => {
    expect(readTypedValue('', range)).toEqual({ accepted: true, value: null });
  });

  it('keeps a value below min (the range message shows instead)', () => {
    expect(readTypedValue('200', range)).toEqual({ accepted: true, value: 200 });
  });
});

describe('the range message', () => {
  it('shows below min and for an empty field', () => {
    expect(isBelowMin(2_999, range)).toBe(true);
    expect(isBelowMin(null, range)).toBe(true);
  });

  it('does not show at min or above', () => {
    expect(isBelowMin(3_000, range)).toBe(false);
    expect(isBelowMin(300_000, range)).toBe(false);
  });
});

describe('every value at least its min', () => {
  const question = (key: string, min: number, type: Question['type'] = 'range'): Question => ({
    id: 1,
    key,
    text: key,
    type,
    controlType: 2,
    unit: null,
    min,
    max: 1_000_000,
    step: 1,
    default: min,
    order: 1,
  });
  const questions = [question('cost', 500_000), question('payment', 100_000), question('insured', 0, 'checkbox')];

  it('holds when each range value reaches its min', () => {
    expect(everyValueReachesMin(questions, { values: { cost: 500_000, payment: 100_000, insured: 0 }, answerId: null })).toBe(true);
  });

  it('fails when one value is below its min', () => {
    expect(everyValueReachesMin(questions, { values: { cost: 500_000, payment: 99_999, insured: 1 }, answerId: null })).toBe(false);
  });
});
