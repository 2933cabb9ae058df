import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlockContext } from '@bank/shared-kit';
import { SearchResults, type SearchResultsData } from './SearchResults';
import { searchTextChanged } from '../../stores/search-model';
import type { SearchHit } from '../../rules/search-hit';

const hit = (title: string, audienceId: number | null, description: string | null = null): SearchHit => ({
  title,
  path: `/uk/${encodeURIComponent(title)}`,
  audienceId,
  description,
});

const context: BlockContext = { language: 'en', audience: 'individuals', path: '/uk/search/x' } as unknown as BlockContext;

function renderResults(data: Partial<SearchResultsData>) {
  const full: SearchResultsData = { query: 'credit', articles: [], products: [], ...data };
  return render(<SearchResults block={{ id: 's', type: 'search_results', attributes: { query: full.query } }} context={context} data={full} />);
}

beforeEach(() => act(() => searchTextChanged({ path: context.path, text: 'credit' })));

describe('search results page', () => {
  const articles = [hit('Other news', 3), hit('Business loan', 6), hit('Cash credit', 7), hit('Card credit', 7)];

  it('selects the first audience tab on arrival and lists only its hits', () => {
    renderResults({ articles });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Individuals (2)', 'Business (1)', 'Other (1)']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Cash credit', 'Card credit']);
  });

  it('switches the list with a click and with the arrow keys, wrapping around', async () => {
    renderResults({ articles });
    await userEvent.click(screen.getByRole('tab', { name: 'Business (1)' }));
    expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveTextContent('Business loan');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Other (1)' })).toHaveFocus();
    expect(within(screen.getByRole('tabpanel')).getByRole('link')).toHaveTextContent('Other news');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Individuals (2)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Other (1)' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Individuals (2)' })).toHaveFocus();
  });

  it('only the selected tab is reachable by Tab, then its panel', async () => {
    renderResults({ articles });
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Individuals (2)' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('links each result to its field_path', () => {
    renderResults({ articles: [hit('Cash credit', 7)] });
    expect(screen.getByRole('link', { name: 'Cash credit' })).toHaveAttribute('href', '/uk/Cash%20credit');
  });

  it('counts articles and products together and lists the products', () => {
    renderResults({ articles, products: [hit('Deposit', 7, 'Up to 15%')] });
    expect(screen.getByText('Results found: 5')).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Products' });
    expect(within(products).getByRole('link', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(products).getByText('Up to 15%')).toBeInTheDocument();
  });

  it('says Articles not found without hits, and shows no tabs', () => {
    renderResults({ articles: [] });
    expect(screen.getByText('Articles not found')).toBeInTheDocument();
    expect(screen.getByText('Results found: 0')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('shows markup in the query as text', () => {
    const query = '<script>alert(1)</script><b>bold</b>';
    const { container } = renderResults({ query });
    expect(screen.getByText(query)).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
  });

  it('clears the results when the search box is cleared', () => {
    renderResults({ articles });
    act(() => searchTextChanged({ path: context.path, text: '' }));
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText(/Results found/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Your query/)).not.toBeInTheDocument();
    expect(screen.getByText('Type a query in the search field and press Enter.')).toBeInTheDocument();
  });

  it('keeps the results when the box was cleared on another page', () => {
    act(() => searchTextChanged({ path: '/uk', text: '' }));
    renderResults({ articles });
    expect(screen.getByRole('tablist')).toBeInTheDocument();
  });
});
