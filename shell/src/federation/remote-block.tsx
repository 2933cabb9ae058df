import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import Parcel from 'single-spa-react/parcel';
import type { BlockContext, CmsBlock } from '@bank/shared-kit';
import type { BlockOwner } from './block-table';
import { loadExposedBlock } from './load-exposed-block';
import { ReportedBlockBoundary } from './reported-block-boundary';

interface Props {
  owner: BlockOwner;
  block: CmsBlock;
  context: BlockContext;
  /** The parcel has mounted: the block answers the visitor. */
  onMounted?: () => void;
}

const EmptySlot: ComponentType<Props> = () => null;
const slots = new Map<string, ComponentType<Props>>();

// The parcel config is resolved before <Parcel> sees it: a loading function passed to <Parcel>
// rethrows a failed load as an uncaught page error (federation recipe, pitfall 4).
function slotFor(owner: BlockOwner): ComponentType<Props> {
  const key = `${owner.remote}/${owner.parcel}`;
  let slot = slots.get(key);
  if (!slot) {
    slot = lazy(async () => {
      // single-spa only where a block mounts in the browser: a server-rendered page hydrates islands.
      const [exposed, { mountRootParcel }] = await Promise.all([loadExposedBlock(owner), import('single-spa')]);
      if (!exposed) {
        // This slot stays empty; the next block of this parcel to mount tries the remote again.
        slots.delete(key);
        return { default: EmptySlot };
      }
      const MountedParcel: ComponentType<Props> = ({ block, context, onMounted }) => (
        <Parcel config={exposed.parcel} mountParcel={mountRootParcel} parcelDidMount={onMounted} block={block} context={context} wrapWith="div" />
      );
      return { default: MountedParcel };
    });
    slots.set(key, slot);
  }
  return slot;
}

/** One block of the page, mounted from its owning remote; a failure empties only this slot. */
export function RemoteBlock({ owner, block, context, onMounted }: Props) {
  const Slot = useMemo(() => slotFor(owner), [owner]);
  return (
    <ReportedBlockBoundary owner={owner} name={`${owner.remote}${owner.parcel.slice(1)}`}>
      <Suspense fallback={null}>
        <Slot owner={owner} block={block} context={context} onMounted={onMounted} />
      </Suspense>
    </ReportedBlockBoundary>
  );
}
