import { matchPath } from 'react-router-dom';
import { audienceOfPath, blockContextOf, languageOfPath, type BlockContext, type CmsBlock, type ContentClient } from '@bank/shared-kit';
import type { RemoteManifest } from '../federation/remote-manifest';
import { fetchPage, pageStateOf, type PageState } from '../page/page-model';
import { fetchMenus, type MenusFor } from '../menus/menus-model';
import { fetchNotice, type SiteNotice } from '../notice/notice-model';
import { fetchProposals, type SpecialProposal } from '../notifications/notifications-model';
import { blockOwner, rendersNothing, type BlockOwner } from '../federation/block-table';
import { blocksOfRoute, SEARCH_ROUTE } from '../page/route-blocks';
import type { PrerenderedBlock } from '../page/prerendered-blocks';
import type { InlinedPage } from '../page/inlined-page';
import type { ServerFederation } from '../federation/server/server-federation';

type InlinedBlock = InlinedPage['blocks'][string];

/** A block the server rendered: what renders it, and what the browser hydrates it from. */
export interface LoadedBlock {
  prerendered: PrerenderedBlock;
  inlined: InlinedBlock;
}

interface ArrivingBlock {
  id: string;
  owner: BlockOwner;
  /** Its remote's component and its loader's data once both answered; null when it is left to the browser. Never rejects. */
  arrival: Promise<LoadedBlock | null>;
}

export interface PageData {
  status: number;
  page: PageState;
  /** Everything the browser hydrates from that is not the visitor's own nor a block's (the renderer adds those). */
  inlined: Omit<InlinedPage, 'noticeClosed' | 'blocks'>;
  /** The blocks the server renders, in page order, each arriving on its own: a slow one holds no other. */
  blocks: ArrivingBlock[];
  /** Where the content client sent the visitor (a search that answered 404): asked once the blocks have arrived. */
  redirected: () => string | null;
}

const NOT_FOUND_ROUTE = '/:lang/404';

/** Who reads what: the reads every visitor of the page shares apart from the blocks' own (render-page.tsx keys on them). */
export interface PageClients {
  /** The page, its menus, the notice and the proposals. */
  shared: ContentClient;
  /** The blocks' loaders. */
  blocks: ContentClient;
}

async function readNotice(client: ContentClient, language: ReturnType<typeof languageOfPath>): Promise<SiteNotice | null> {
  try {
    return await fetchNotice(client, language);
  } catch (error) {
    // The browser asks again after mount.
    console.error('ssr: site notice failed to load', error);
    return null;
  }
}

async function readProposals(client: ContentClient, language: ReturnType<typeof languageOfPath>): Promise<SpecialProposal[]> {
  try {
    return await fetchProposals(client, language);
  } catch (error) {
    // The browser asks again after mount.
    console.error('ssr: special proposals failed to load', error);
    return [];
  }
}

async function readPageState(client: ContentClient, pathname: string): Promise<PageState> {
  if (matchPath(NOT_FOUND_ROUTE, pathname)) return { status: 'not-found', path: pathname };
  if (matchPath(SEARCH_ROUTE, pathname)) return { status: 'loading', path: pathname };
  try {
    return pageStateOf(pathname, await fetchPage(client, pathname));
  } catch (error) {
    console.error(`ssr: page ${pathname} failed to load`, error);
    return { status: 'failed', path: pathname };
  }
}

function statusOf(page: PageState): number {
  if (page.status === 'not-found') return 404;
  if (page.status === 'failed') return 503;
  return 200;
}

async function loadBlock(
  block: CmsBlock,
  owner: BlockOwner,
  federation: ServerFederation,
  client: ContentClient,
  context: BlockContext,
): Promise<LoadedBlock | null> {
  try {
    const exposed = await federation.loadBlock(owner);
    if (!exposed) return null;
    const data = exposed.load ? await federation.withTimeout(exposed.load(block, context, client), `${block.type}/${block.id} loader`) : undefined;
    return { prerendered: { exposed, data }, inlined: exposed.isStatic?.(data) ? { owner, data, static: true } : { owner, data } };
  } catch (error) {
    console.error(`ssr: loader of ${block.type} ${block.id} failed, the browser will load it`, error);
    return null;
  }
}

/**
 * What a page needs before its first byte: the page, the menus, the notice; and each block's remote
 * component and loader data, arriving later. A block whose remote is down, slow or throws arrives
 * as null: its slot renders empty and the browser fills it.
 */
export async function loadPageData(
  pathname: string,
  clients: PageClients,
  federation: ServerFederation,
  redirected: () => string | null,
  manifest: RemoteManifest,
  /** Remotes whose blocks the browser renders (a canary visitor's remote). */
  browserOnlyRemotes: readonly string[] = [],
  /** The address's query: a list or pager with its state there is rendered as the address asks. */
  search = '',
): Promise<PageData> {
  const language = languageOfPath(pathname);
  const audience = audienceOfPath(pathname);
  const menusFor: MenusFor = { language, audience };
  const [page, menus, notice, proposals] = await Promise.all([
    readPageState(clients.shared, pathname),
    fetchMenus(clients.shared, menusFor),
    readNotice(clients.shared, language),
    readProposals(clients.shared, language),
  ]);
  const context = blockContextOf(pathname, search);
  const blocks = blocksOfRoute(pathname, page).flatMap((block: CmsBlock): ArrivingBlock[] => {
    const owner = blockOwner(block);
    if (!owner || rendersNothing(block)) return [];
    const arrival = browserOnlyRemotes.includes(owner.remote) ? Promise.resolve(null) : loadBlock(block, owner, federation, clients.blocks, context);
    return [{ id: block.id, owner, arrival }];
  });

  return {
    status: statusOf(page),
    page,
    inlined: { page, menus, menusFor, notice, proposals, manifest },
    blocks,
    redirected,
  };
}
