import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContentClient, registerSiteContentClient, type BlockContext, type CmsBlock } from '@bank/shared-kit';
import { ContentList } from './ContentList';
import { listSettings } from './list-settings';
import type { ContentListData } from './load-content-list';

const QUESTIONS = [
  { id: 'q1', title: 'Як заблокувати картку?', category: 'faq-cards' },
  { id: 'q2', title: 'Як погасити кредит достроково?', category: 'faq-credits' },
  { id: 'q3', title: 'Як змінити PIN-код?', category: 'faq-cards' },
];

// The whole suite runs on two shared cores: a rendered list with user events may take seconds there.
jest.setTimeout(30_000);

const requested: string[] = [];

function listing(url: string) {
  const category = new URL(url, 'http://site').searchParams.get('filter[field_faq_category.id]');
  const nodes = QUESTIONS.filter((question) => !category || question.category === category);
  return {
    data: nodes.map((node) => ({ type: 'node--faq', id: node.id, attributes: { title: node.title, body: { processed: '<p>Відповідь</p>' } } })),
    meta: { count: nodes.length },
  };
}

beforeAll(() => {
  registerSiteContentClient(
    createContentClient({
      baseUrl: '/api',
      currentPath: () => '/uk/faq',
      navigate: () => undefined,
      fetch: async (input) => {
        requested.push(String(input));
        return {
          status: 200,
          ok: true,
          statusText: '',
          headers: new Map<string, string>() as unknown as Headers,
          text: async () => JSON.stringify(listing(String(input))),
        } as Response;
      },
    }),
  );
});

beforeEach(() => {
  requested.length = 0;
  window.history.replaceState(null, '', '/uk/faq');
});

const block: CmsBlock = { id: 'faq-list', type: 'content', attributes: { field_type: 'faq', field_pagination: true, field_items_on_page: 5 } };
const context = { language: 'uk', audience: 'individuals', path: '/uk/faq' } as unknown as BlockContext;

function data(listBlock: CmsBlock = block): ContentListData {
  const settings = listSettings(listBlock);
  const all = listing('/api/uk/jsonapi/node/faq');
  return {
    settings,
    fields: ['title'],
    years: [],
    filterChoices: [
      {
        ...settings.visitorFilters[0]!,
        terms: [
          { id: 'faq-cards', name: 'Картки' },
          { id: 'faq-credits', name: 'Кредити' },
        ],
      },
    ],
    first: {
      request: { page: 0, tag: null, year: null, chosen: {} },
      items: all.data.map((node) => ({
        id: node.id,
        title: node.attributes.title,
        html: '',
        created: null,
        url: null,
        image: null,
        tags: [],
        terms: [],
        author: null,
        partnerId: null,
        product: null,
        socials: [],
      })),
      count: all.meta.count,
    },
    shareLinks: [],
  };
}

// Text queries: role queries over the whole accordion are slow in jsdom.
const questions = () => screen.queryAllByText(/^Як /).map((question) => question.textContent);

describe('content list category filter', () => {
  it('a labelled select lists the categories; choosing one updates the address and the list', async () => {
    const user = userEvent.setup();
    render(<ContentList block={block} context={context} data={data()} />);
    const category = screen.getByRole('combobox', { name: 'Категорія' });
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Усі', 'Картки', 'Кредити']);
    expect(questions()).toHaveLength(3);

    await user.selectOptions(category, 'Кредити');
    expect(window.location.search).toBe('?category=faq-credits');
    await waitFor(() => expect(questions()).toEqual(['Як погасити кредит достроково?']));
    expect(requested.at(-1)).toContain(encodeURIComponent('filter[field_faq_category.id]') + '=faq-credits');

    await user.selectOptions(category, 'Усі');
    expect(window.location.search).toBe('');
    await waitFor(() => expect(questions()).toHaveLength(3));
  });

  it('a category in the address is chosen on arrival', async () => {
    window.history.replaceState(null, '', '/uk/faq?category=faq-cards&page=0');
    render(<ContentList block={block} context={{ ...context, query: { category: 'faq-cards', page: '0' } }} data={data()} />);
    expect(screen.getByRole('combobox', { name: 'Категорія' })).toHaveValue('faq-cards');
    await waitFor(() => expect(questions()).toEqual(['Як заблокувати картку?', 'Як змінити PIN-код?']));
  });

  it('without script the filters are a form that asks the server for the list, by the address', () => {
    const { container } = render(<ContentList block={block} context={{ ...context, query: { category: 'faq-cards' } }} data={data()} />);
    const form = container.querySelector('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/uk/faq');
    expect(screen.getByRole('combobox', { name: 'Категорія' })).toHaveAttribute('name', 'category');
  });
});

describe('content list headings', () => {
  const headings = (level: number) => screen.getAllByRole('heading', { level }).map((heading) => heading.textContent);

  it('a list without a title of its own has its item titles at h2, right under the page h1', async () => {
    render(<ContentList block={block} context={context} data={data()} />);
    await waitFor(() => expect(headings(2)).toEqual(QUESTIONS.map((question) => question.title)));
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0);
  });

  it('a titled list has its title at h2 and its item titles at h3', async () => {
    const titled = { ...block, attributes: { ...block.attributes, field_block_title: 'Питання про картки' } };
    render(<ContentList block={titled} context={context} data={data(titled)} />);
    await waitFor(() => expect(headings(3)).toEqual(QUESTIONS.map((question) => question.title)));
    expect(headings(2)).toEqual(['Питання про картки']);
  });
});
