import { registerSiteNavigation } from '@bank/shared-kit';
import { $resultsCleared, $searchText, searchPageEntered, searchSubmitted, searchTextChanged } from './search-model';

describe('search model', () => {
  const navigate = jest.fn();
  beforeAll(() => registerSiteNavigation(navigate));
  beforeEach(() => {
    navigate.mockClear();
    searchPageEntered('кредит');
  });

  it('typing changes the text and navigates nowhere', () => {
    searchTextChanged('креди');
    expect($searchText.getState()).toBe('креди');
    expect(navigate).not.toHaveBeenCalled();
    expect($resultsCleared.getState()).toBe(false);
  });

  it('clearing the input clears the results', () => {
    searchTextChanged('');
    expect($resultsCleared.getState()).toBe(true);
  });

  it('a submitted query opens its results page and shows results again', () => {
    searchTextChanged('');
    searchSubmitted('/uk/search/%D0%BA');
    expect(navigate).toHaveBeenCalledWith('/uk/search/%D0%BA');
    expect($resultsCleared.getState()).toBe(false);
  });

  it('arriving on a results page shows its query in the box', () => {
    searchPageEntered('депозит');
    expect($searchText.getState()).toBe('депозит');
  });
});
