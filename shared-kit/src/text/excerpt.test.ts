import { excerpt, excerptLimit, plainText } from './excerpt';

describe('excerpt', () => {
  it('keeps a text that fits as it is, without an ellipsis', () => {
    expect(excerpt('<p>Кредит готівкою</p>', 300)).toBe('Кредит готівкою');
  });

  it('cuts a long text to the limit, ellipsis included, at a word boundary', () => {
    const long = 'слово '.repeat(100);
    const result = excerpt(long, 300);
    expect(result.length).toBeLessThanOrEqual(300);
    expect(result.endsWith('слово…')).toBe(true);
  });

  it('cuts inside a word when the text has no spaces', () => {
    expect(excerpt('а'.repeat(60), 50)).toBe(`${'а'.repeat(49)}…`);
  });

  it("decodes the typography of an editor's text and numeric references, and keeps an unknown entity as written", () => {
    expect(plainText('&laquo;Депозит&raquo; &mdash; 15&nbsp;% річних &#8470;&nbsp;1 &#x20B4; &hellip; &ndash; &bogus;')).toBe(
      '«Депозит» — 15 % річних № 1 ₴ … – &bogus;',
    );
    expect(plainText('&#0; &#xD800; &#1114112;')).toBe('\ufffd \ufffd \ufffd');
  });

  it('drops tags and decodes entities before counting', () => {
    expect(plainText('<p>Ставка&nbsp;від <b>39,9%</b> &amp; без комісії</p>')).toBe('Ставка від 39,9% & без комісії');
  });

  it('gives 300 characters for teasers and 430 for the bank history', () => {
    expect(excerptLimit('news')).toBe(300);
    expect(excerptLimit('bank_history')).toBe(430);
  });
});
