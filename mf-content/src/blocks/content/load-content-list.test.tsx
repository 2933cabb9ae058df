import { renderToString } from 'react-dom/server';
import { blockContextOf, createContentClient, type CmsBlock } from '@bank/shared-kit';
import { loadContentList } from './load-content-list';
import { ContentList } from './ContentList';

// Two pages of blog posts, one of them tagged: what the stand-in's listing answers, filtered and paged.
const POSTS = Array.from({ length: 7 }, (_, index) => ({ id: `post-${index + 1}`, title: `Стаття ${index + 1}`, tags: index === 5 ? ['кешбек'] : [] }));

function answer(url: string): unknown {
  const params = new URL(url, 'http://content').searchParams;
  if (!url.includes('/jsonapi/node/blog')) return { data: [] };
  const tag = params.get('filter[field_tags.name]');
  const matching = POSTS.filter((post) => !tag || post.tags.includes(tag));
  const offset = Number(params.get('page[offset]') ?? 0);
  const limit = Number(params.get('page[limit]') ?? 10);
  return {
    data: matching.slice(offset, offset + limit).map((post) => ({ type: 'node--blog', id: post.id, attributes: { title: post.title } })),
    meta: { count: matching.length },
  };
}

const client = createContentClient({
  baseUrl: 'http://content',
  currentPath: () => '/uk/blog',
  navigate: () => undefined,
  fetch: async (input) =>
    ({
      status: 200,
      ok: true,
      statusText: '',
      headers: new Map<string, string>() as unknown as Headers,
      text: async () => JSON.stringify(answer(String(input))),
    }) as Response,
});

const block: CmsBlock = { id: 'blog', type: 'content', attributes: { field_type: 'blog', field_pagination: true, field_items_on_page: 5 } };

async function serverHtml(search: string): Promise<string> {
  const context = blockContextOf('/uk/blog', search);
  const data = await loadContentList(block, context, client);
  return renderToString(<ContentList block={block} context={context} data={data} />);
}

describe('a content list rendered on the server for its address', () => {
  it('?page=1 is the second page, with the pager marking it', async () => {
    const html = await serverHtml('?page=1');
    expect(html).toContain('Стаття 6');
    expect(html).not.toContain('Стаття 1<');
    expect(html).toMatch(/aria-current="page"[^>]*>2</);
  });

  it('?tag= lists the tagged posts only and says so', async () => {
    const html = await serverHtml(`?tag=${encodeURIComponent('кешбек')}`);
    expect(html).toContain('Стаття 6');
    expect(html).not.toContain('Стаття 1<');
    expect(html).toContain('Статті з тегом «кешбек»');
  });

  it('the pager is links to the other pages, keeping the rest of the address', async () => {
    const html = await serverHtml('?utm_source=mail');
    expect(html).toContain('href="/uk/blog?utm_source=mail&amp;page=1"');
  });
});
