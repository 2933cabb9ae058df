import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import type { BlockDefinition, BlockParcelProps } from './block-types';
import { LoadedBlock } from './loaded-block';
import { BlockErrorBoundary } from './block-error-boundary';

export interface ExposedBlock<Data> extends BlockDefinition<Data> {
  parcel: LifeCycles<BlockParcelProps>;
}

/**
 * What a remote exposes for one block: the component and its loader (for the server and for
 * hydration) and the single-spa parcel lifecycles (for mounting), all from the same source.
 */
export function exposeBlock<Data>(definition: BlockDefinition<Data>): ExposedBlock<Data> {
  function ParcelRoot(props: BlockParcelProps) {
    return (
      <BlockErrorBoundary name={`${props.block.type}/${props.block.id}`}>
        <LoadedBlock definition={definition} {...props} />
      </BlockErrorBoundary>
    );
  }
  const parcel = singleSpaReact<BlockParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    errorBoundary: () => <></>,
  });
  return { ...definition, parcel: parcel as LifeCycles<BlockParcelProps> };
}
