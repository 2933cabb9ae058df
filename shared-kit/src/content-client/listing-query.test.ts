import { listingQuery } from './listing-query';

const params = (query: string) => new URLSearchParams(query);

describe('listing query', () => {
  it('sorts by created descending for the language with page size and offset', () => {
    const query = params(listingQuery({ language: 'ru', size: 5, page: 2 }));
    expect(query.get('sort')).toBe('-created');
    expect(query.get('filter[langcode]')).toBe('ru');
    expect(query.get('page[limit]')).toBe('5');
    expect(query.get('page[offset]')).toBe('10');
  });

  it('asks the server for the sort it is given, so that it orders the listing before paging', () => {
    expect(params(listingQuery({ language: 'uk', sort: 'weight,-created', page: 1, size: 5 })).get('sort')).toBe('weight,-created');
  });

  it('uses 10 items per page by default, from page 0', () => {
    const query = params(listingQuery({ language: 'uk' }));
    expect(query.get('page[limit]')).toBe('10');
    expect(query.get('page[offset]')).toBe('0');
  });

  it('adds the optional filters it is given and skips empty ones', () => {
    const query = params(listingQuery({ language: 'uk', filters: { 'field_tags.name': 'кредити', 'field_city.id': '' } }));
    expect(query.get('filter[field_tags.name]')).toBe('кредити');
    expect(query.has('filter[field_city.id]')).toBe(false);
  });

  it('filters a year as created between the start of January and the end of December, in seconds', () => {
    const query = params(listingQuery({ language: 'uk', year: 2024 }));
    expect(query.get('filter[year][condition][operator]')).toBe('BETWEEN');
    expect(query.get('filter[year][condition][value][0]')).toBe(String(Date.UTC(2024, 0, 1) / 1000));
    expect(query.get('filter[year][condition][value][1]')).toBe(String(Date.UTC(2024, 11, 31, 23, 59, 59) / 1000));
  });

  it('filters finance reports by their reports-year field', () => {
    const query = params(listingQuery({ language: 'uk', year: 2023, yearField: 'field_reports_year' }));
    expect(query.get('filter[field_reports_year]')).toBe('2023');
    expect(query.has('filter[year][condition][path]')).toBe(false);
  });
});
