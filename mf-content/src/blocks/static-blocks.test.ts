import type { BlockContext, CmsBlock, ExposedBlock } from '@bank/shared-kit';
import basicBlock from './basic/basic-block';
import tableBlock from './table/table-block';
import contactBlock from './contact-block/contact-block-block';
import tableTextMultipleBlock from './table-text-multiple/table-text-multiple-block';

const context = { language: 'uk', audience: 'individuals', path: '/uk/blocks-showcase' } as BlockContext;
const text = (html: string) => ({ processed: html });
const plain = '<p>Тарифи діють з 1 січня. <a href="/uk/tariffs">Усі тарифи</a></p>';
const toggles = '<div class="slide_toggle"><h3>Питання</h3><p>Відповідь</p></div>';

/** Whether a server-rendered page loads no code for the block, with these CMS fields. */
async function isStatic(exposed: ExposedBlock<unknown>, type: string, attributes: CmsBlock['attributes']) {
  const data = await exposed.load!({ id: 'b', type, attributes }, context, {} as never);
  return exposed.isStatic?.(data) ?? false;
}

const blocks: [string, ExposedBlock<unknown>, (html: string) => CmsBlock['attributes']][] = [
  ['basic', basicBlock as ExposedBlock<unknown>, (html) => ({ body: text(html) })],
  ['table', tableBlock as ExposedBlock<unknown>, (html) => ({ body: text(html) })],
  ['contact_block', contactBlock as ExposedBlock<unknown>, (html) => ({ field_list_item: [{ field_title: 'Київ', field_description: text(html) }] })],
  [
    'blok_tablica_tekst_maltipl',
    tableTextMultipleBlock as ExposedBlock<unknown>,
    (html) => ({ field_list_item: [{ field_title: 'Картки', field_description: text('<p>Умови</p>'), field_table: text(html) }] }),
  ],
];

describe.each(blocks)('the %s block on a server-rendered page', (type, exposed, withHtml) => {
  it('is static when its CMS HTML is text, tables and links alone', async () => {
    expect(await isStatic(exposed, type, withHtml(plain))).toBe(true);
  });

  it('is not static when its CMS HTML has slide toggles, which open by script', async () => {
    expect(await isStatic(exposed, type, withHtml(toggles))).toBe(false);
  });
});

it('a basic block with Show more is not static: the button works by script', async () => {
  expect(await isStatic(basicBlock as ExposedBlock<unknown>, 'basic', { body: text(plain), field_show_more: text('<p>Ще</p>') })).toBe(false);
});
