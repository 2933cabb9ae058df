import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedBlock } from '@bank/shared-kit';
import { remoteFailed } from '@bank/shared-kit';
import type { BlockOwner } from './block-table';
import { withTimeout } from './with-timeout';

let loadTimeoutMs = 8_000;

export function setRemoteLoadTimeout(ms: number): void {
  loadTimeoutMs = ms;
}

function isExposedBlock(value: unknown): value is ExposedBlock<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'Component' in value &&
    'parcel' in value &&
    typeof (value as { parcel: { mount?: unknown } }).parcel.mount !== 'undefined'
  );
}

const loads = new Map<string, { load: Promise<ExposedBlock<unknown> | null>; arrival: Promise<ExposedBlock<unknown>> }>();

/**
 * The exposed block of a remote, or null when the remote is down, slow or broken (reported).
 * A remote given up as slow may still arrive: then `onLateArrival` is called, and loading again
 * finds it at once.
 */
export function loadExposedBlock(owner: BlockOwner, onLateArrival?: () => void): Promise<ExposedBlock<unknown> | null> {
  const id = `${owner.remote}/${owner.parcel.replace(/^\.\//, '')}`;
  let entry = loads.get(id);
  if (!entry) {
    const arrival = loadRemote<{ default: unknown }>(id).then((module) => {
      const exposed = module?.default;
      if (!isExposedBlock(exposed)) throw new Error(`${id} does not expose a block`);
      return exposed;
    });
    const load = withTimeout(arrival, loadTimeoutMs, id).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      console.error(`block remote ${id} unavailable: ${reason}`);
      remoteFailed({ remote: owner.remote, module: id, reason });
      loads.delete(id);
      return null;
    });
    entry = { load, arrival };
    loads.set(id, entry);
  }
  const { load, arrival } = entry;
  if (onLateArrival) {
    void load.then((exposed) => {
      // A remote that failed outright never arrives; only one that answered after the time limit does.
      if (!exposed) arrival.then(onLateArrival, () => undefined);
    });
  }
  return load;
}
