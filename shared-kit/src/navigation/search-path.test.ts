import { queryOfSearchPage, searchFormTarget, searchPagePath, searchQueryOfSegment } from './search-path';

describe('search page path', () => {
  it('encodes a Cyrillic query into one path segment', () => {
    expect(searchPagePath('uk', 'кредит готівкою')).toBe('/uk/search/%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82%20%D0%B3%D0%BE%D1%82%D1%96%D0%B2%D0%BA%D0%BE%D1%8E');
  });

  it('keeps the language of the page the visitor is on', () => {
    expect(searchPagePath('ru', 'депозит')).toMatch(/^\/ru\/search\//);
  });

  it('encodes slashes, percent signs, question marks and markup so the path stays one segment', () => {
    expect(searchPagePath('uk', 'a/b 100% ?#<script>')).toBe('/uk/search/a%2Fb%20100%25%20%3F%23%3Cscript%3E');
  });

  it('encodes dots, so the path never looks like a file', () => {
    expect(searchPagePath('uk', 'ставка 5.5')).toBe('/uk/search/%D1%81%D1%82%D0%B0%D0%B2%D0%BA%D0%B0%205%2E5');
  });

  it('trims the query around the words', () => {
    expect(searchPagePath('uk', '  картка  ')).toBe('/uk/search/%D0%BA%D0%B0%D1%80%D1%82%D0%BA%D0%B0');
  });

  it.each(['', ' ', '\t \n'])('gives no path for an empty or whitespace query %j', (typed) => {
    expect(searchPagePath('uk', typed)).toBeNull();
  });

  it('reads back the query it encoded', () => {
    for (const typed of ['кредит готівкою', 'a/b 100% ?#<script>', 'ёлка & Ko', 'www.bank.ua']) {
      expect(queryOfSearchPage(searchPagePath('ru', typed) ?? '')).toBe(typed);
    }
  });

  it('finds no query outside a results page', () => {
    expect(queryOfSearchPage('/uk')).toBeNull();
    expect(queryOfSearchPage('/uk/product/kredyt-gotivkoiu')).toBeNull();
    expect(queryOfSearchPage('/uk/search/')).toBeNull();
  });

  it('shows a malformed escape as it stands', () => {
    expect(queryOfSearchPage('/uk/search/100%')).toBe('100%');
  });
});

describe('a query of dots', () => {
  it.each(['.', '..'])('%j keeps its results page: the segment is no dot segment a browser would drop', (typed) => {
    const path = searchPagePath('uk', typed) ?? '';
    expect(new URL(path, 'http://bank.test').pathname).toBe(path);
    expect(queryOfSearchPage(path)).toBe(typed);
  });

  it('reads "." from the segment the router has decoded once', () => {
    const segment = (searchPagePath('uk', '.') ?? '').split('/').pop() ?? '';
    expect(searchQueryOfSegment(decodeURIComponent(segment), true)).toBe('.');
  });
});

describe('the header search form sent without script', () => {
  it('leads to the results page of its query, in the language of its address', () => {
    expect(searchFormTarget('/ru/search', '?q=%D0%B4%D0%B5%D0%BF%D0%BE%D0%B7%D0%B8%D1%82')).toBe(searchPagePath('ru', 'депозит'));
    expect(searchFormTarget('/uk/search/', '?q=..')).toBe(searchPagePath('uk', '..'));
  });

  it('leads home for an empty query', () => {
    expect(searchFormTarget('/uk/search', '?q=++')).toBe('/uk');
  });

  it('leaves every other address alone', () => {
    expect(searchFormTarget('/uk/search/kredyt', '?q=x')).toBeNull();
    expect(searchFormTarget('/uk/credits', '?q=x')).toBeNull();
  });
});
