import { dictionary } from './dictionary';
import { dictionaryGaps } from './dictionary-gaps';
import { translator } from './translate';

describe('UI dictionary', () => {
  it('has uk, ru and en text for every key, with the same parameters', () => {
    expect(dictionaryGaps(dictionary)).toEqual([]);
  });

  it('names what a dictionary lacks', () => {
    expect(dictionaryGaps({ a: { uk: 'Сторінка {n}', ru: 'Страница', en: 'Page {n}' }, b: { uk: 'Так', ru: 'Да', en: ' ' } })).toEqual([
      'a: ru parameters differ from uk',
      'b: no en text',
    ]);
  });

  it('fills named parameters', () => {
    expect(translator('en')('pageNumber', { n: 3 })).toBe('Page 3');
  });

  it('gives the 404 text in each language', () => {
    expect(translator('en')('notFoundText')).toBe('Sorry, the requested page was not found or does not exist');
    expect(translator('uk')('notFoundText')).toMatch(/^Вибачте/);
    expect(translator('ru')('notFoundText')).toMatch(/^Извините/);
  });
});

describe('a string the running shared-kit does not have', () => {
  it('reads as its key with one warning instead of breaking the block', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = translator('uk') as (key: string) => string;
    expect(t('stringFromANewerRelease')).toBe('stringFromANewerRelease');
    expect(t('stringFromANewerRelease')).toBe('stringFromANewerRelease');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
