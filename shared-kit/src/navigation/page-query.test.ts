import { pageQueryHref, pageQueryOf, withQueryValue } from './page-query';
import { pageOfQuery, queryForPage } from '../pagination/page-param';

describe('the page address query', () => {
  it('keeps the first value of each name and leaves out names without one', () => {
    expect(pageQueryOf('?tag=%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82&page=2&tag=other&empty=')).toEqual({ tag: 'кредит', page: '2' });
    expect(pageQueryOf('')).toEqual({});
  });

  it('links to the path alone when the query is empty, else with the query encoded', () => {
    expect(pageQueryHref('/uk/blog', {})).toBe('/uk/blog');
    expect(pageQueryHref('/uk/blog', { tag: 'кредит & co', page: '1' })).toBe('/uk/blog?tag=%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82+%26+co&page=1');
  });

  it('sets one name, or removes it for an empty value, leaving the others', () => {
    expect(withQueryValue({ tag: 'a', page: '2' }, 'tag', 'b')).toEqual({ tag: 'b', page: '2' });
    expect(withQueryValue({ tag: 'a', page: '2' }, 'tag', null)).toEqual({ page: '2' });
  });
});

describe('the page parameter (zero-based)', () => {
  it.each([
    [{}, 0],
    [{ page: '1' }, 1],
    [{ page: '0' }, 0],
    [{ page: '-3' }, 0],
    [{ page: '2.5' }, 0],
    [{ page: 'x' }, 0],
  ])('%j asks for page %i', (query, page) => {
    expect(pageOfQuery(query)).toBe(page);
  });

  it('the first page carries no parameter', () => {
    expect(queryForPage({ tag: 'a', page: '3' }, 0)).toEqual({ tag: 'a' });
    expect(queryForPage({ tag: 'a' }, 2)).toEqual({ tag: 'a', page: '2' });
  });
});
