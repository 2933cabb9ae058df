import { render, screen, within } from '@testing-library/react';
import { blockContextOf, createContentClient, type CmsBlock } from '@bank/shared-kit';
import { loadContentList } from './load-content-list';
import { ContentList } from './ContentList';

// The experts as the content system delivers users: the socials are a list of uri and network title.
const EXPERTS = {
  data: [
    {
      type: 'user--user',
      id: 'expert-1',
      attributes: {
        display_name: 'Олена Коваленко',
        field_dosvid_roboty: '12 років у роздрібному банкінгу',
        field_sotsialni_merezhi: [
          { uri: 'https://www.facebook.com/olena.kovalenko', title: 'facebook' },
          { uri: 'https://t.me/olena.kovalenko', title: 'telegram' },
          { uri: 'javascript:alert(1)', title: 'linkedin' },
          { uri: 'https://example.com/olena', title: 'myspace' },
        ],
        path: { alias: '/uk/experts/olena-kovalenko' },
      },
    },
  ],
};

const client = createContentClient({
  baseUrl: 'http://content',
  currentPath: () => '/uk/experts',
  navigate: () => undefined,
  fetch: async (input) =>
    ({
      status: 200,
      ok: true,
      statusText: '',
      headers: new Map<string, string>() as unknown as Headers,
      text: async () => JSON.stringify(String(input).includes('/jsonapi/user/user') ? EXPERTS : { data: [] }),
    }) as Response,
});

const block: CmsBlock = { id: 'experts', type: 'content', attributes: { field_type: 'experts', field_block_title: 'Наші експерти' } };

describe('the experts block', () => {
  it("an expert's card shows the social links the data carries, each opening in a new window", async () => {
    const context = blockContextOf('/uk/experts', '');
    const data = await loadContentList(block, context, client);
    render(<ContentList block={block} context={context} data={data} />);

    const card = screen.getByRole('heading', { name: 'Олена Коваленко' }).closest('li')!;
    const socials = within(card).getByRole('list', { name: 'Соціальні мережі: Олена Коваленко' });
    const links = within(socials).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://www.facebook.com/olena.kovalenko', 'https://t.me/olena.kovalenko']);
    expect(within(socials).getByRole('link', { name: /Facebook/ })).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('link', { name: 'Детальніше: Олена Коваленко' })).toHaveAttribute('href', '/uk/experts/olena-kovalenko');
  });
});
