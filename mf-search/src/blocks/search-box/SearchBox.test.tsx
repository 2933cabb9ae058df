import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSiteNavigation, type BlockContext } from '@bank/shared-kit';
import { SearchBox } from './SearchBox';
import { $resultsClearedOn } from '../../stores/search-model';

const navigate = jest.fn();
beforeAll(() => registerSiteNavigation(navigate));
beforeEach(() => navigate.mockClear());

function renderBox(context: Partial<BlockContext> = {}) {
  const full: BlockContext = { language: 'uk', audience: 'individuals', path: '/uk', ...context };
  return render(<SearchBox block={{ id: 'header-search', type: 'search_box', attributes: {} }} context={full} data={{}} />);
}

describe('header search box', () => {
  it('typing alone opens nothing', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Пошук по сайту' }), 'кредит');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('Enter opens the results page with the query URL-encoded, in the page language', async () => {
    renderBox({ language: 'ru', path: '/ru' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Поиск по сайту' }), 'кредит наличными{Enter}');
    expect(navigate).toHaveBeenCalledWith(`/ru/search/${encodeURIComponent('кредит наличными')}`);
  });

  it('Enter on an empty or whitespace query does nothing', async () => {
    renderBox();
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, '{Enter}');
    await userEvent.type(box, '   {Enter}');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the Find button opens the results page too', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('searchbox'), 'депозит');
    await userEvent.click(screen.getByRole('button', { name: 'Знайти' }));
    expect(navigate).toHaveBeenCalledWith(`/uk/search/${encodeURIComponent('депозит')}`);
  });

  it('shows the query of the results page it is on, and clearing it clears the results', async () => {
    const path = `/uk/search/${encodeURIComponent('картка <b>')}`;
    renderBox({ path });
    const box = screen.getByRole('searchbox');
    expect(box).toHaveValue('картка <b>');
    expect($resultsClearedOn.getState()).not.toBe(path);
    await userEvent.clear(box);
    expect($resultsClearedOn.getState()).toBe(path);
    expect(navigate).not.toHaveBeenCalled();
  });
});
