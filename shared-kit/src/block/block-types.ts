import type { ComponentType } from 'react';
import type { SiteLanguage } from '../site/language';
import type { Audience } from '../site/audience';
import type { ContentClient } from '../content-client/content-client';

/** A content block as the page delivers it. */
export interface CmsBlock {
  id: string;
  type: string;
  weight?: number;
  attributes: Record<string, unknown>;
}

/** What every block knows about where it is shown. */
export interface BlockContext {
  language: SiteLanguage;
  audience: Audience;
  path: string;
}

export interface BlockProps<Data> {
  block: CmsBlock;
  context: BlockContext;
  data: Data;
}

/**
 * A block: a component that renders from props alone (server-renderable), and the loader that
 * produces those props. The server runs the loader before rendering; the browser only on navigation.
 * A block that needs no data (the header search box) has no loader and renders at once.
 */
export interface BlockDefinition<Data> {
  Component: ComponentType<BlockProps<Data>>;
  load?: (block: CmsBlock, context: BlockContext, client: ContentClient) => Promise<Data>;
  /**
   * True when the block, with this data, does nothing in the browser beyond its server HTML (text,
   * images, links): a server-rendered page then neither loads its code nor hydrates it.
   */
  isStatic?: (data: Data) => boolean;
}

/** Props the shell passes when it mounts a block's parcel. */
export interface BlockParcelProps {
  block: CmsBlock;
  context: BlockContext;
  /** Loader output inlined by the server, when there is one. */
  data?: unknown;
}
