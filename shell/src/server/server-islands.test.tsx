import { useId, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { fork } from 'effector';
import { Picture, type ExposedBlock } from '@bank/shared-kit';
import { fillChrome, renderChrome } from './server-islands';
import { createRenderedIslands } from './rendered-islands';
import { islandIdPrefix, type IslandBlock } from '../islands/island-content';
import type { PrerenderedBlock } from '../page/prerendered-blocks';

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

/** A page of these islands in `<main>`, rendered and filled as render-page.tsx does. */
function pageOf(
  prerendered: ReadonlyMap<string, PrerenderedBlock>,
  renderedIsland = createRenderedIslands(60_000),
  content: (Island: ComponentType<IslandBlock>) => ReactElement = (Island) => (
    <main>
      {[...prerendered.keys()].map((id) => (
        <Island key={id} {...island(id)} data={prerendered.get(id)?.data} />
      ))}
    </main>
  ),
) {
  const chrome = renderChrome(
    (Island) => renderToString(content(Island)),
    (id) => prerendered.has(id),
  );
  const { first, later, lcpImagePreload } = fillChrome(chrome, prerendered, renderedIsland, () => fork());
  return { chrome, first: textOf(first), later, lcpImagePreload };
}

const textOf = (bytes: Buffer[]) => Buffer.concat(bytes).toString();

describe('server islands', () => {
  it('renders each block apart, with the ids the browser will hydrate, in its own place', () => {
    const prerendered = new Map([
      ['one', { data: null, exposed }],
      ['two', { data: null, exposed }],
    ]);
    const html = pageOf(prerendered).first;
    expect(html).toMatch(/<div class="bank-block" data-block-type="basic" data-block-id="one"><label for="_bone-[^"]+">one<\/label><\/div>/);
    expect(html).toContain(`for="_${islandIdPrefix(island('two').block)}`);
    expect(html).not.toContain('<template');
  });

  it('fills only its own markers: a marker inside content is left as text of that content', () => {
    const prerendered = new Map([['one', { data: null, exposed }]]);
    const forged = '<template data-island="guess-0"></template>';
    const page = pageOf(prerendered, undefined, (Island) => (
      <main>
        <div dangerouslySetInnerHTML={{ __html: forged }} />
        <Island {...island('one')} />
      </main>
    ));
    expect(page.first).toContain(forged);
    expect(page.chrome.places).toHaveLength(1);
  });

  it('leaves the place of a block without a component empty for the browser', () => {
    expect(pageOf(new Map(), undefined, (Island) => <Island {...island('one')} />).first).toBe(
      '<div class="bank-block" data-block-type="basic" data-block-id="one"></div>',
    );
  });

  it('cuts the page at a block still arriving, the blocks after it filled in what follows it', () => {
    const page = pageOf(
      new Map<string, PrerenderedBlock>([
        ['one', { data: null, exposed }],
        ['two', { data: undefined }],
        ['three', { data: null, exposed }],
      ]),
    );
    expect(page.first).toMatch(/<label for="_bone-[^"]+">one<\/label><\/div><div class="bank-block" data-block-type="basic" data-block-id="two">$/);
    expect(page.later.map(({ id }) => id)).toEqual(['two']);
    expect(textOf(page.later[0]!.after)).toMatch(
      /^<\/div><div class="bank-block" data-block-type="basic" data-block-id="three"><label for="_bthree-[^"]+">three<\/label><\/div><\/main>$/,
    );
    expect(String(page.later[0]!.render({ data: null, exposed }))).toMatch(/^<label for="_btwo-/);
  });

  it("fills the same chrome with each request's own data", () => {
    const Shown = ({ data }: { data: unknown }) => <p>{String(data)}</p>;
    const code = { Component: Shown, parcel: {} } as unknown as ExposedBlock<unknown>;
    const { chrome } = pageOf(new Map([['one', { data: 'rate 41.5', exposed: code }]]));
    const renderedIsland = createRenderedIslands(60_000);
    expect(textOf(fillChrome(chrome, new Map([['one', { data: 'rate 41.6', exposed: code }]]), renderedIsland, () => fork()).first)).toContain(
      '<p>rate 41.6</p>',
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
  const page = (renderedIsland: ReturnType<typeof createRenderedIslands>, code: ExposedBlock<unknown>, data: unknown) =>
    pageOf(new Map([['one', { data, exposed: code }]]), renderedIsland).first;

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
    const { first: html, lcpImagePreload } = pageOf(prerendered);
    expect(html).not.toContain('<link');
    expect(html).toContain('fetchPriority="high"');
    expect(lcpImagePreload).toMatch(/^<link rel="preload" as="image" type="image\/avif" fetchPriority="high" imageSrcSet="[^"]+w=320&amp;format=avif 320w/);
  });

  it('is none when no block has a priority picture', () => {
    expect(pageOf(new Map([['one', { data: null, exposed: pictured(false) }]])).lcpImagePreload).toBeNull();
  });
});
