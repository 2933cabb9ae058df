import type { ContentClient } from '@bank/shared-kit';
import { readListPage, type ListRequest } from './list-page';
import { listSettings } from './list-settings';

function clientAsking() {
  const asked: URLSearchParams[] = [];
  const client = {
    get: async (_language: string, path: string) => {
      asked.push(new URL(path, 'http://content.example').searchParams);
      return { data: [], meta: { count: 0 } };
    },
  } as unknown as ContentClient;
  return { client, asked };
}

const secondPage: ListRequest = { page: 1, tag: null, year: null, chosen: {} };

describe('a list page asks the content system', () => {
  it('for a weighted list (bank history), sorted by weight before the page window, so pages follow the weights', async () => {
    const { client, asked } = clientAsking();
    await readListPage(
      client,
      'uk',
      listSettings({ id: 'h', type: 'content', attributes: { field_type: 'bank_history', field_items_on_page: 5 } }),
      secondPage,
    );
    expect(asked[0]?.get('sort')).toBe('weight,-created');
    expect(asked[0]?.get('page[offset]')).toBe('5');
  });

  it('for news, newest first', async () => {
    const { client, asked } = clientAsking();
    await readListPage(client, 'uk', listSettings({ id: 'n', type: 'content', attributes: { field_type: 'news' } }), secondPage);
    expect(asked[0]?.get('sort')).toBe('-created');
  });
});
