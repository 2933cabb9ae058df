import { isBlank } from './blank-text';

describe('blank text', () => {
  it.each(['', '   ', '\n\t', '\u200B\u200B', '\uFEFF', '\u202E', ' \u2060 '])('%j shows nothing', (text) => {
    expect(isBlank(text)).toBe(true);
  });
  it.each(['а', ' . ', '\u200BІван', '0'])('%j shows something', (text) => {
    expect(isBlank(text)).toBe(false);
  });
});
