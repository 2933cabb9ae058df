import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSiteNavigation, type BlockContext } from '@bank/shared-kit';
import { SearchBox } from './SearchBox';
import { $resultsClearedOn } from '../../stores/search-model';

const navigate = jest.fn();
beforeAll(() => registerSiteNavigation(navigate));
beforeEach(() => navigate.mockClear());

function box(context: Partial<BlockContext> = {}) {
  const full: BlockContext = { language: 'uk', audience: 'individuals', path: '/uk', ...context };
  return <SearchBox block={{ id: 'header-search', type: 'search_box', attributes: {} }} context={full} data={{}} />;
}

function renderBox(context: Partial<BlockContext> = {}) {
  return render(box(context));
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

  it('a query put in while the box hydrated, unseen by React, is the one Enter opens', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(box());
    document.body.replaceChildren(container);
    const field = screen.getByRole('searchbox') as HTMLInputElement;
    // Pasted in one go, between the shell's look at the fields and React taking the box over: no event React hears.
    field.value = 'депозит';
    await act(async () => {
      hydrateRoot(container, box());
    });
    expect(field).toHaveValue('депозит');
    await userEvent.click(screen.getByRole('button', { name: 'Знайти' }));
    expect(navigate).toHaveBeenCalledWith(`/uk/search/${encodeURIComponent('депозит')}`);
  });
});
