import type { ReactNode } from 'react';
import { BlockErrorBoundary, remoteFailed } from '@bank/shared-kit';
import type { BlockOwner } from './block-table';

/** A block that throws empties its own place only, and the failure is reported against its remote. */
export function ReportedBlockBoundary({ owner, name, children }: { owner: BlockOwner; name: string; children: ReactNode }) {
  return (
    <BlockErrorBoundary name={name} onError={(error) => remoteFailed({ remote: owner.remote, module: owner.parcel, reason: error.message })}>
      {children}
    </BlockErrorBoundary>
  );
}
