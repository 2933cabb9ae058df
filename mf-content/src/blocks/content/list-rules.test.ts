import { excerpt } from '@bank/shared-kit';
import { cutToQuantity, filterYears, partnerGridSize, pluralForm, sortByWeight } from './list-rules';

describe('content list rules', () => {
  it('sorts by weight when any item has one', () => {
    const items: Array<{ id: string; weight?: number }> = [{ id: 'a', weight: 2 }, { id: 'b' }, { id: 'c', weight: 1 }];
    expect(sortByWeight(items).map((item) => item.id)).toEqual(['b', 'c', 'a']);
  });

  it('keeps the server order when no item has a weight', () => {
    const items: Array<{ id: string; weight?: number }> = [{ id: 'b' }, { id: 'a' }];
    expect(sortByWeight(items).map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('cuts the list to field_qty unless it is 0', () => {
    expect(cutToQuantity([1, 2, 3, 4], 2)).toEqual([1, 2]);
    expect(cutToQuantity([1, 2, 3, 4], 0)).toEqual([1, 2, 3, 4]);
  });

  it('a blog excerpt is the first 255 characters of the text, the ellipsis among them, cut between words', () => {
    const body = `<p>${'а'.repeat(200)}</p><p>${'б'.repeat(200)}</p>`;
    const text = excerpt(body, 255);
    expect(text).toBe(`${'а'.repeat(200)}…`);
    expect(text.length).toBeLessThanOrEqual(255);
  });

  it('a short text is not cut', () => {
    expect(excerpt('<p>Коротко &amp; ясно</p>', 255)).toBe('Коротко & ясно');
  });

  it.each([
    [1, 'uk', 'one'],
    [3, 'uk', 'few'],
    [5, 'uk', 'many'],
    [11, 'uk', 'many'],
    [21, 'ru', 'one'],
    [22, 'ru', 'few'],
    [25, 'ru', 'many'],
    [1, 'en', 'one'],
    [5, 'en', 'other'],
  ] as const)('%i vacancies in %s take the %s form', (count, language, form) => {
    expect(pluralForm(count, language)).toBe(form);
  });

  it('the partner grid is medium above 10 partners and small above 20', () => {
    expect(partnerGridSize(10)).toBe('large');
    expect(partnerGridSize(11)).toBe('medium');
    expect(partnerGridSize(20)).toBe('medium');
    expect(partnerGridSize(21)).toBe('small');
  });

  it('the year filter falls back to every year from now back to 2019', () => {
    expect(filterYears([], 2022)).toEqual([2022, 2021, 2020, 2019]);
    expect(filterYears(['2024', '2023'], 2026)).toEqual([2024, 2023]);
  });
});
