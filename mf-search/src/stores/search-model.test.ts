import { registerSiteNavigation } from '@bank/shared-kit';
import { $resultsClearedOn, $typedSearch, searchSubmitted, searchTextChanged, shownSearchText } from './search-model';

const resultsPage = `/uk/search/${encodeURIComponent('кредит')}`;

describe('search model', () => {
  const navigate = jest.fn();
  beforeAll(() => registerSiteNavigation(navigate));
  beforeEach(() => navigate.mockClear());

  it('the box shows the query of the results page until the visitor types', () => {
    expect(shownSearchText(null, resultsPage)).toBe('кредит');
    expect(shownSearchText(null, '/uk')).toBe('');
    expect(shownSearchText({ path: resultsPage, text: 'креди' }, resultsPage)).toBe('креди');
    expect(shownSearchText({ path: '/uk', text: 'депозит' }, resultsPage)).toBe('кредит');
  });

  it('typing changes the text and navigates nowhere', () => {
    searchTextChanged({ path: resultsPage, text: 'креди' });
    expect($typedSearch.getState()).toEqual({ path: resultsPage, text: 'креди' });
    expect($resultsClearedOn.getState()).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clearing the input clears the results of that page', () => {
    searchTextChanged({ path: resultsPage, text: '' });
    expect($resultsClearedOn.getState()).toBe(resultsPage);
  });

  it('a submitted query opens its results page', () => {
    searchSubmitted('/uk/search/%D0%BA');
    expect(navigate).toHaveBeenCalledWith('/uk/search/%D0%BA');
  });
});
