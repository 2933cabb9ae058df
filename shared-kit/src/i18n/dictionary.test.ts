import { dictionary } from './dictionary';
import { translator } from './translate';

describe('UI dictionary', () => {
  it.each(Object.entries(dictionary))('%s has uk, ru and en text', (_key, entry) => {
    for (const language of ['uk', 'ru', 'en'] as const) {
      expect(entry[language].trim()).not.toBe('');
    }
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
