import type { CmsBlock } from '@bank/shared-kit';
import { listSettings } from './list-settings';
import { listRequestOf } from './list-request';
import type { FilterChoice } from './list-filters';

const settingsOf = (attributes: Record<string, unknown>) => listSettings({ id: 'list', type: 'content', attributes } as CmsBlock);
const blog = settingsOf({ field_type: 'blog', field_pagination: true });
const categories: FilterChoice[] = [
  { param: 'category', field: 'field_blog_category.id', vocabulary: 'blog_category', terms: [{ id: 'cat-cards', name: 'Картки' }] },
];

describe('what the page address asks of a list', () => {
  it('a blog list takes its page, tag and category from the address', () => {
    expect(listRequestOf(blog, { page: '1', tag: 'кредит', category: 'cat-cards' }, categories, [])).toEqual({
      page: 1,
      tag: 'кредит',
      year: null,
      chosen: { 'field_blog_category.id': 'cat-cards' },
    });
  });

  it('an address without a query asks for the first page of everything', () => {
    expect(listRequestOf(blog, {}, categories, [])).toEqual({ page: 0, tag: null, year: null, chosen: {} });
  });

  it('a list without pagination is always on its first page', () => {
    expect(listRequestOf(settingsOf({ field_type: 'news' }), { page: '3' }, [], []).page).toBe(0);
  });

  it('only the blog list takes a tag, and not an expert’s own articles', () => {
    expect(listRequestOf(settingsOf({ field_type: 'news', field_pagination: true }), { tag: 'x' }, [], []).tag).toBeNull();
    expect(listRequestOf(settingsOf({ field_type: 'blog', field_author: 'expert-1' }), { tag: 'x' }, [], []).tag).toBeNull();
  });

  it('a term the filter does not offer is ignored', () => {
    expect(listRequestOf(blog, { category: 'gone' }, categories, []).chosen).toEqual({});
  });

  it('the year is the one asked for when offered, else the first offered', () => {
    const reports = settingsOf({ field_type: 'finance_reports', field_year_filter: true });
    expect(listRequestOf(reports, { year: '2023' }, [], [2025, 2024, 2023]).year).toBe(2023);
    expect(listRequestOf(reports, { year: '1999' }, [], [2025, 2024]).year).toBe(2025);
    expect(listRequestOf(reports, {}, [], [2025, 2024]).year).toBe(2025);
  });
});
