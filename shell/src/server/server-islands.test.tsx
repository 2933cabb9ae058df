import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { fork } from 'effector';
import { Picture, type ExposedBlock } from '@bank/shared-kit';
import { createServerIslands } from './server-islands';
import { createRenderedIslands } from './rendered-islands';
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
    const { ServerIsland, fillIslands } = createServerIslands(prerendered, createRenderedIslands(60_000));
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
    const { ServerIsland, fillIslands } = createServerIslands(prerendered, createRenderedIslands(60_000));
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
    const { ServerIsland, fillIslands } = createServerIslands(new Map(), createRenderedIslands(60_000));
    expect(fillIslands(renderToString(<ServerIsland {...island('one')} />), fork())).toBe(
      '<div class="bank-block" data-block-type="basic" data-block-id="one"></div>',
    );
  });
});

describe('a block rendered once for every visitor', () => {
  const counted = () => {
    const renders = jest.fn();
    const Counted = ({ data }: { data: unknown }) => {
      renders();
      return <p>{String(data)}</p>;
    };
    return { renders, exposed: { Component: Counted, parcel: {} } as unknown as ExposedBlock<unknown> };
  };
  const page = (renderedIsland: ReturnType<typeof createRenderedIslands>, code: ExposedBlock<unknown>, data: unknown) => {
    const { ServerIsland, fillIslands } = createServerIslands(new Map([['one', { data, exposed: code }]]), renderedIsland);
    return fillIslands(renderToString(<ServerIsland {...island('one')} data={data} />), fork());
  };

  it('reuses the HTML of the same block with the same data and code, on the next page', () => {
    const { renders, exposed: code } = counted();
    const renderedIsland = createRenderedIslands(60_000);
    const first = page(renderedIsland, code, 'rate 41.5');
    expect(page(renderedIsland, code, 'rate 41.5')).toBe(first);
    expect(renders).toHaveBeenCalledTimes(1);
  });

  it('renders again for other data, for another version of the remote and once the lifetime has passed', async () => {
    const { renders, exposed: code } = counted();
    const renderedIsland = createRenderedIslands(100);
    page(renderedIsland, code, 'rate 41.5');
    expect(page(renderedIsland, code, 'rate 41.6')).toContain('rate 41.6');
    expect(renders).toHaveBeenCalledTimes(2);
    const nextVersion = counted();
    page(renderedIsland, nextVersion.exposed, 'rate 41.6');
    expect(nextVersion.renders).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    page(renderedIsland, code, 'rate 41.6');
    expect(renders).toHaveBeenCalledTimes(3);
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
    const { ServerIsland, fillIslands, lcpImagePreload } = createServerIslands(prerendered, createRenderedIslands(60_000));
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
    const { ServerIsland, fillIslands, lcpImagePreload } = createServerIslands(
      new Map([['one', { data: null, exposed: pictured(false) }]]),
      createRenderedIslands(60_000),
    );
    fillIslands(renderToString(<ServerIsland {...island('one')} />), fork());
    expect(lcpImagePreload()).toBeNull();
  });
});
