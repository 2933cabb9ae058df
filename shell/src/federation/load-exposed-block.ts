import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedBlock } from '@bank/shared-kit';
import { remoteFailed } from '@bank/shared-kit';
import type { BlockOwner } from '../page/block-table';
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

const loads = new Map<string, Promise<ExposedBlock<unknown> | null>>();

/** The exposed block of a remote, or null when the remote is down, slow or broken (reported). */
export function loadExposedBlock(owner: BlockOwner): Promise<ExposedBlock<unknown> | null> {
  const id = `${owner.remote}/${owner.parcel.replace(/^\.\//, '')}`;
  let load = loads.get(id);
  if (!load) {
    load = withTimeout(loadRemote<{ default: unknown }>(id), loadTimeoutMs, id)
      .then((module) => {
        const exposed = module?.default;
        if (!isExposedBlock(exposed)) throw new Error(`${id} does not expose a block`);
        return exposed;
      })
      .catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(`block remote ${id} unavailable: ${reason}`);
        remoteFailed({ remote: owner.remote, module: id, reason });
        loads.delete(id);
        return null;
      });
    loads.set(id, load);
  }
  return load;
}
