import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { BRANCH_CATEGORY_COUNT, type PageQuery } from '@bank/shared-kit';
import { branchOf } from '../../branches/branch';
import { BranchMap } from './BranchMap';
import type { BranchMapData } from './load-branch-map';

const branches = Array.from({ length: 7 }, (_, index) =>
  branchOf({ id: String(index + 1), name: `Відділення ${index + 1}`, address: `вул. Соборна, ${index + 1}`, position: { lat: 50, lng: 30 } }),
);
branches[6] = { ...branches[6]!, position: null };

function branchMap(data: Partial<BranchMapData> = {}, query: PageQuery = {}) {
  const block = { id: 'home-branches', type: 'map', attributes: {} };
  return (
    <BranchMap
      block={block}
      context={{ language: 'uk', audience: 'individuals', path: '/uk/branches', query }}
      data={{ title: 'Відділення поруч з вами', embedded: false, list: { status: 'ready', branches }, regions: [], ...data }}
    />
  );
}

function renderMap(data: Partial<BranchMapData> = {}) {
  return render(branchMap(data));
}

const listedBranches = () => screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

describe('branch map block', () => {
  it('has a tab for each of the four categories, branches first', () => {
    renderMap();
    expect(screen.getAllByRole('tab')).toHaveLength(BRANCH_CATEGORY_COUNT);
    expect(screen.getByRole('tab', { name: 'Відділення' })).toHaveAttribute('aria-selected', 'true');
  });

  it('every category tab, not only the selected one, names the panel of places it controls', () => {
    renderMap();
    const panel = screen.getByRole('tabpanel', { name: 'Відділення' });
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveAttribute('aria-controls', panel.id);
  });

  it('lists five branches a page and pages on', async () => {
    renderMap();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    await userEvent.click(screen.getByRole('link', { name: 'Сторінка 2' }));
    expect(listedBranches()).toEqual(['Відділення 6', 'Відділення 7']);
  });

  it("the server's pager links to the list's pages in the address, and renders the page the address asks for", () => {
    document.body.innerHTML = renderToString(branchMap({}, { page: '1' }));
    expect(listedBranches()).toEqual(['Відділення 6', 'Відділення 7']);
    expect(screen.getByRole('link', { name: 'Сторінка 1' })).toHaveAttribute('href', '/uk/branches');
    expect(screen.getByRole('link', { name: 'Сторінка 2' })).toHaveAttribute('aria-current', 'page');
    document.body.innerHTML = renderToString(branchMap({}, { page: '7', region: 'Київ' }));
    expect(listedBranches()).toEqual(['Відділення 6', 'Відділення 7']);
    expect(screen.getByRole('link', { name: 'Сторінка 1' })).toHaveAttribute('href', '/uk/branches?region=%D0%9A%D0%B8%D1%97%D0%B2');
    document.body.replaceChildren();
  });

  it('lists a branch with broken coordinates without offering the map', async () => {
    renderMap();
    await userEvent.click(screen.getByRole('link', { name: 'Сторінка 2' }));
    const [withPoint, withoutPoint] = screen.getAllByRole('article');
    expect(within(withPoint!).getByRole('button', { name: 'Показати на карті: Відділення 6' })).toBeInTheDocument();
    expect(within(withoutPoint!).queryByRole('button')).toBeNull();
    expect(within(withoutPoint!).getByText('Точка ще не позначена на карті')).toBeInTheDocument();
  });

  it('shows the failed state with a retry when the first list could not be loaded', () => {
    renderMap({ list: { status: 'failed' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Не вдалося завантажити дані');
    expect(screen.getByRole('button', { name: 'Спробувати ще раз' })).toBeInTheDocument();
  });
});
