import type { ComponentType } from 'react';
import type { SiteLanguage } from '../site/language';
import type { Audience } from '../site/audience';
import type { ContentClient } from '../content-client/content-client';
import type { PageQuery } from '../navigation/page-query';

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
  /**
   * The query of the page's address (`?tag=…&page=1`): a list, filter or pager that keeps its state there
   * loads and renders what it asks, on the server as in the browser. Absent: the address has none.
   */
  query?: PageQuery;
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
