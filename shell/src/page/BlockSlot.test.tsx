import { fireEvent, render, screen } from '@testing-library/react';
import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import { BlockSlot } from './BlockSlot';
import { PrerenderedBlocksProvider } from './prerendered-blocks';
import { IslandRendererProvider } from '../islands/island-renderer';
import type { IslandBlock } from '../islands/island-content';

jest.mock('../federation/remote-block', () => ({
  RemoteBlock: ({ block, onMounted }: { block: CmsBlock; onMounted: () => void }) => (
    <button type="button" onClick={onMounted}>
      parcel of {block.id}
    </button>
  ),
}));

const block: CmsBlock = { id: 'home-faq', type: 'accordion', attributes: {} };
const owner = { remote: 'mf_content', parcel: './accordion' };
const context: BlockContext = { language: 'uk', audience: 'individuals', path: '/uk' };

function renderSlot(renderedPath: string) {
  const islandRenders: IslandBlock[] = [];
  const Island = (props: IslandBlock) => {
    islandRenders.push(props);
    return <p>island of {props.block.id}</p>;
  };
  render(
    <PrerenderedBlocksProvider value={{ path: renderedPath, blocks: new Map([[block.id, { data: { items: [] } }]]) }}>
      <IslandRendererProvider value={Island}>
        <BlockSlot owner={owner} block={block} context={context} />
      </IslandRendererProvider>
    </PrerenderedBlocksProvider>,
  );
  return islandRenders;
}

describe('a block place', () => {
  it('keeps a block the server rendered as an island, rendered once: hydration renders no block place twice', () => {
    const islandRenders = renderSlot('/uk');
    expect(screen.getByText('island of home-faq')).toBeInTheDocument();
    expect(islandRenders).toHaveLength(1);
    expect(islandRenders[0]?.data).toEqual({ items: [] });
    expect(screen.queryByText('parcel of home-faq')).not.toBeInTheDocument();
  });

  it("mounts the remote's parcel once mounted where the server rendered another page, and marks the place live when it has", () => {
    const islandRenders = renderSlot('/ru');
    expect(islandRenders).toHaveLength(0);
    const parcel = screen.getByText('parcel of home-faq');
    const place = parcel.closest('[data-block-id="home-faq"]');
    expect(place).not.toHaveAttribute('data-live');
    // The mock parcel reports its mount when clicked.
    fireEvent.click(parcel);
    expect(place).toHaveAttribute('data-live', 'true');
  });
});
