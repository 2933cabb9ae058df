import { useEffect, useState } from 'react';
import { fetchBlockCode, type CmsBlock } from '@bank/shared-kit';

export type BlockCodeStatus = 'waiting' | 'loading' | 'ready' | 'failed';

/** The code of a block mounted on demand: fetched once `wanted`, again on `retry` after a failure. */
export function useBlockCode(block: CmsBlock, wanted: boolean): { status: BlockCodeStatus; retry: () => void } {
  const [status, setStatus] = useState<BlockCodeStatus>('waiting');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!wanted) return;
    let current = true;
    setStatus('loading');
    fetchBlockCode(block).then(
      (ready) => current && setStatus(ready ? 'ready' : 'failed'),
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
    // Every block of one type runs the same code: new attributes (the calculator's values) fetch nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, attempt]);

  return { status, retry: () => setAttempt((n) => n + 1) };
}
