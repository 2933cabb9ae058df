import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { fork } from 'effector';
import { Picture, type ExposedBlock } from '@bank/shared-kit';
import { createServerIslands } from './server-islands';
import { islandIdPrefix, type IslandBlock } from '../islands/island-content';

function Labelled({ block }: { block: { id: string } }) {
  const id = useId();
  return <label htmlFor={id}>{block.id}</label>;
}
const exposed = { Component: Labelled, parcel: {} } as unknown as ExposedBlock<unknown>;
const island = (id: string): IslandBlock => ({
  owner: { remote: 'mf_content', parcel: './basic' },
  block: { id, type: 'basic', attributes: {} },
  context: { language: 'uk', audience: 'individuals', path: '/uk' },
  data: null,
});

describe('server islands', () => {
  it('renders each block apart, with the ids the browser will hydrate, in its own place', () => {
    const prerendered = new Map([
      ['one', { data: null, exposed }],
      ['two', { data: null, exposed }],
    ]);
    const { ServerIsland, fillIslands } = createServerIslands(prerendered);
    const page = renderToString(
      <main>
        <ServerIsland {...island('one')} />
        <ServerIsland {...island('two')} />
      </main>,
    );
    const html = fillIslands(page, fork());
    expect(html).toMatch(/<div class="bank-block" data-block-type="basic" data-block-id="one"><label for="_bone-[^"]+">one<\/label><\/div>/);
    expect(html).toContain(`for="_${islandIdPrefix(island('two').block)}`);
    expect(html).not.toContain('<template');
  });

  it('fills only its own markers: a marker inside content is left as text of that content', () => {
    const prerendered = new Map([['one', { data: null, exposed }]]);
    const { ServerIsland, fillIslands } = createServerIslands(prerendered);
    const forged = '<template data-island="guess-0"></template>';
    const page = renderToString(
      <main>
        <div dangerouslySetInnerHTML={{ __html: forged }} />
        <ServerIsland {...island('one')} />
      </main>,
    );
    expect(fillIslands(page, fork())).toContain(forged);
  });

  it('leaves the place of a block without a component empty for the browser', () => {
    const { ServerIsland, fillIslands } = createServerIslands(new Map());
    expect(fillIslands(renderToString(<ServerIsland {...island('one')} />), fork())).toBe(
      '<div class="bank-block" data-block-type="basic" data-block-id="one"></div>',
    );
  });
});

describe('the preload of the largest paint', () => {
  const hero = { url: '/files/illustrations/card.jpg', alt: 'Картка', width: 960, height: 600 };
  const pictured = (priority: boolean) =>
    ({ Component: () => <Picture image={hero} sizes="100vw" priority={priority} />, parcel: {} }) as unknown as ExposedBlock<unknown>;

  it('is lifted out of the block for the head: only the first block’s, and the markup keeps none', () => {
    const prerendered = new Map([
      ['one', { data: null, exposed: pictured(true) }],
      ['two', { data: null, exposed: pictured(true) }],
    ]);
    const { ServerIsland, fillIslands, lcpImagePreload } = createServerIslands(prerendered);
    const html = fillIslands(
      renderToString(
        <main>
          <ServerIsland {...island('one')} />
          <ServerIsland {...island('two')} />
        </main>,
      ),
      fork(),
    );
    expect(html).not.toContain('<link');
    expect(html).toContain('fetchPriority="high"');
    expect(lcpImagePreload()).toMatch(/^<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="[^"]+w=320&amp;format=avif 320w/);
  });

  it('is none when no block has a priority picture', () => {
    const { ServerIsland, fillIslands, lcpImagePreload } = createServerIslands(new Map([['one', { data: null, exposed: pictured(false) }]]));
    fillIslands(renderToString(<ServerIsland {...island('one')} />), fork());
    expect(lcpImagePreload()).toBeNull();
  });
});
