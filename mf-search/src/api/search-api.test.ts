/** @jest-environment node */
import { createContentClient } from '@bank/shared-kit';
import { searchArticles } from './search-articles';
import { searchProducts } from './search-products';

function clientAnswering(status: number, body: unknown, currentPath = '/uk/search/x') {
  const requested: string[] = [];
  const navigated: string[] = [];
  const client = createContentClient({
    baseUrl: '/api',
    currentPath: () => currentPath,
    navigate: (path) => navigated.push(path),
    fetch: async (input) => {
      requested.push(String(input));
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, requested, navigated };
}

describe('search calls', () => {
  it('send the query URL-encoded as search_api_fulltext in the page language', async () => {
    const { client, requested } = clientAnswering(200, []);
    await searchArticles(client, 'ru', 'вклад & <b>');
    expect(requested).toEqual(['/api/ru/jsonapi/wise/search?search_api_fulltext=%D0%B2%D0%BA%D0%BB%D0%B0%D0%B4%20%26%20%3Cb%3E']);
  });

  it('send product searches as fulltext to search-product', async () => {
    const { client, requested } = clientAnswering(200, []);
    await searchProducts(client, 'uk', 'картка');
    expect(requested).toEqual(['/api/uk/jsonapi/wise/search-product?fulltext=%D0%BA%D0%B0%D1%80%D1%82%D0%BA%D0%B0']);
  });

  it('read title, field_path and field_for_the of each row, numeric strings included', async () => {
    const { client } = clientAnswering(200, [
      { title: 'Депозит', field_path: '/uk/deposit', field_for_the: '7' },
      { title: 'Рахунок ФОП', field_path: '/uk/business/rahunok', field_for_the: 6, field_description: 'Для підприємців' },
      { title: 'Про банк', field_path: '/uk/about', field_for_the: null },
    ]);
    expect(await searchArticles(client, 'uk', 'x')).toEqual([
      { title: 'Депозит', path: '/uk/deposit', audienceId: 7, description: null },
      { title: 'Рахунок ФОП', path: '/uk/business/rahunok', audienceId: 6, description: 'Для підприємців' },
      { title: 'Про банк', path: '/uk/about', audienceId: null, description: null },
    ]);
  });

  it('leave out rows that cannot be shown as a link to a page of the site', async () => {
    const { client } = clientAnswering(200, [{ title: '', field_path: '/uk/a' }, { title: 'B' }, { title: 'C', field_path: 'javascript:alert(1)' }]);
    expect(await searchArticles(client, 'uk', 'x')).toEqual([]);
  });

  it('a 404 on the results page goes to /{lang}/404 and shows no hits', async () => {
    const { client, navigated } = clientAnswering(404, { message: 'Not found' }, '/ru/search/%20');
    expect(await searchArticles(client, 'ru', ' ')).toEqual([]);
    expect(navigated).toEqual(['/ru/404']);
  });
});
