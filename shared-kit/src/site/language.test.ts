import { languageOfPath, pathInLanguage, pathWithoutLanguage } from './language';
import { audienceOfPath, pageRange } from './audience';

describe('language and audience of a path', () => {
  it('reads uk when the path carries no language', () => {
    expect(languageOfPath('/')).toBe('uk');
    expect(languageOfPath('/product/kredyt')).toBe('uk');
  });
  it('reads the language segment', () => {
    expect(languageOfPath('/ru/business')).toBe('ru');
  });
  it('moves a path to the other language', () => {
    expect(pathInLanguage('/uk/business', 'ru')).toBe('/ru/business');
    expect(pathInLanguage('/uk', 'ru')).toBe('/ru');
    expect(pathWithoutLanguage('/ru/product/x')).toBe('/product/x');
  });
  it('is business when the path contains the word business, with range 1', () => {
    expect(audienceOfPath('/uk/business/credits')).toBe('business');
    expect(pageRange(audienceOfPath('/uk/business'))).toBe(1);
    expect(pageRange(audienceOfPath('/uk/credits'))).toBe(0);
  });
});
