import { useEffect, useState } from 'react';
import type { BlockDefinition, BlockParcelProps } from './block-types';
import { siteContentClient } from '../content-client/site-content-client';
import { translator } from '../i18n/translate';

type LoadState<Data> = { status: 'loading' } | { status: 'ready'; data: Data } | { status: 'failed'; message: string };

/** Renders a block from data the server inlined, or loads it first (client-side navigation). */
export function LoadedBlock<Data>({ definition, block, context, data }: BlockParcelProps & { definition: BlockDefinition<Data> }) {
  const inlined = data !== undefined || !definition.load;
  const [state, setState] = useState<LoadState<Data>>(inlined ? { status: 'ready', data: data as Data } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const t = translator(context.language);

  useEffect(() => {
    if (inlined || !definition.load) return;
    let current = true;
    setState({ status: 'loading' });
    definition
      .load(block, context, siteContentClient())
      .then((loaded) => current && setState({ status: 'ready', data: loaded }))
      .catch((error: unknown) => {
        console.error(`block ${block.type} ${block.id}: load failed`, error);
        if (current) setState({ status: 'failed', message: t('loadFailed') });
      });
    return () => {
      current = false;
    };
    // The block and its context are fixed for the life of a parcel; attempt re-runs the load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  if (state.status === 'loading') {
    return (
      <div role="status" aria-live="polite" className="bank-block-loading">
        {t('loading')}
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div role="alert" className="bank-block-failed">
        <p>{state.message}</p>
        <button type="button" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const { Component } = definition;
  return <Component block={block} context={context} data={state.data} />;
}
