import React from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { LifeCycles } from 'single-spa';
import type { BlockDefinition, BlockParcelProps, BlockProps } from './block-types';
import type { RemoteStrings } from '../i18n/remote-strings';
import { LoadedBlock } from './loaded-block';
import { BlockErrorBoundary } from './block-error-boundary';

export interface ExposedBlock<Data> extends BlockDefinition<Data> {
  parcel: LifeCycles<BlockParcelProps>;
}

/**
 * What a remote exposes for one block: the component and its loader (for the server and for
 * hydration) and the single-spa parcel lifecycles (for mounting), all from the same source.
 */
export function exposeBlock<Data>({ strings, ...block }: BlockDefinition<Data> & { strings?: Pick<RemoteStrings<string>, 'useLanguage'> }): ExposedBlock<Data> {
  const definition = strings ? { ...block, Component: inLanguageOf(strings, block.Component) } : block;
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

/** The block rendered once its remote's strings of the page's language are here (server, hydration and mount alike). */
function inLanguageOf<Data>(strings: Pick<RemoteStrings<string>, 'useLanguage'>, Component: BlockDefinition<Data>['Component']) {
  function InLanguage(props: BlockProps<Data>) {
    strings.useLanguage(props.context.language);
    return <Component {...props} />;
  }
  return InLanguage;
}
