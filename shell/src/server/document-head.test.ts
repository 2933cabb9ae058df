import '../layout/router-test-polyfill';
import type { CmsPage } from '@bank/shared-kit';
import { documentHead } from './document-head';

describe('document head', () => {
  it('a search results page is described by its query, in its language, and titled as mf-search titles it', () => {
    expect(documentHead({ status: 'loading', path: '/uk/search/%D0%BA%D1%80%D0%B5%D0%B4%D0%B8%D1%82' })).toEqual({
      title: 'Результати пошуку: кредит — Банк',
      description: 'Результати пошуку «кредит» на сайті банку: продукти, статті та сторінки.',
    });
    expect(documentHead({ status: 'loading', path: '/ru/search/deposit' }).description).toBe(
      'Результаты поиска «deposit» на сайте банка: продукты, статьи и страницы.',
    );
  });

  it('a CMS page takes its title and meta description from the page', () => {
    const page = { data: { attributes: { title: 'Новини банку', field_meta_description: 'Новини та події банку' } } } as unknown as CmsPage;
    expect(documentHead({ status: 'ready', path: '/uk/news', page })).toEqual({ title: 'Новини банку — Банк', description: 'Новини та події банку' });
  });

  it('a page that is not found has the not-found title', () => {
    expect(documentHead({ status: 'not-found', path: '/ru/404' }).title).toBe('Страница не найдена — Банк');
  });
});
