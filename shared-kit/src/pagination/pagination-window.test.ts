import { pageCountOf, paginationWindow } from './pagination-window';

describe('pagination window', () => {
  it('shows no numbers for a single page', () => {
    expect(paginationWindow(0, 1)).toEqual([]);
  });
  it('shows every page when there are four or fewer', () => {
    expect(paginationWindow(2, 3)).toEqual([0, 1, 2]);
  });
  it('shows at most four numbers around the current page', () => {
    expect(paginationWindow(5, 10)).toEqual([4, 5, 6, 7]);
  });
  it('keeps four numbers at the start and at the end', () => {
    expect(paginationWindow(0, 10)).toEqual([0, 1, 2, 3]);
    expect(paginationWindow(9, 10)).toEqual([6, 7, 8, 9]);
  });
  it('counts pages from a total and a page size', () => {
    expect(pageCountOf(21, 10)).toBe(3);
    expect(pageCountOf(0, 10)).toBe(1);
  });
});
