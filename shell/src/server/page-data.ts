import { matchPath } from 'react-router-dom';
import { audienceOfPath, blockContextOf, languageOfPath, type CmsBlock, type ContentClient } from '@bank/shared-kit';
import type { RemoteManifest } from '../federation/remote-manifest';
import { fetchPage, pageStateOf, type PageState } from '../page/page-model';
import { fetchMenus, type MenusFor } from '../menus/menus-model';
import { fetchNotice, type SiteNotice } from '../notice/notice-model';
import { fetchProposals, type SpecialProposal } from '../notifications/notifications-model';
import { blockOwner, rendersNothing } from '../federation/block-table';
import { blocksOfRoute, SEARCH_ROUTE } from '../page/route-blocks';
import type { PrerenderedBlock } from '../page/prerendered-blocks';
import type { InlinedPage } from '../page/inlined-page';
import type { ServerFederation } from '../federation/server/server-federation';

export interface PageData {
  status: number;
  page: PageState;
  /** Everything the browser hydrates from that is not the visitor's own (the notice-closed cookie is added by the renderer). */
  inlined: Omit<InlinedPage, 'noticeClosed'>;
  prerendered: Map<string, PrerenderedBlock>;
  /** Where the content client sent the visitor (a search that answered 404). */
  redirect: string | null;
  /** Every block the page has was rendered on the server: none is left for the browser to fill. */
  complete: boolean;
}

const NOT_FOUND_ROUTE = '/:lang/404';

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

/**
 * Everything a page needs before it is rendered: the page, the menus, and for each block the
 * remote's component and its loader's data. A block whose remote is down, slow or throws is left
 * out; its slot renders empty and the browser fills it.
 */
export async function loadPageData(
  pathname: string,
  client: ContentClient,
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
    readPageState(client, pathname),
    fetchMenus(client, menusFor),
    readNotice(client, language),
    readProposals(client, language),
  ]);
  const context = blockContextOf(pathname, search);
  const prerendered = new Map<string, PrerenderedBlock>();
  const inlinedBlocks: InlinedPage['blocks'] = {};
  let leftOut = 0;

  await Promise.all(
    blocksOfRoute(pathname, page).map(async (block: CmsBlock) => {
      const owner = blockOwner(block);
      if (!owner || rendersNothing(block)) return;
      const exposed = browserOnlyRemotes.includes(owner.remote) ? null : await federation.loadBlock(owner);
      if (!exposed) {
        leftOut += 1;
        return;
      }
      try {
        const data = exposed.load ? await federation.withTimeout(exposed.load(block, context, client), `${block.type}/${block.id} loader`) : undefined;
        prerendered.set(block.id, { exposed, data });
        inlinedBlocks[block.id] = exposed.isStatic?.(data) ? { owner, data, static: true } : { owner, data };
      } catch (error) {
        leftOut += 1;
        console.error(`ssr: loader of ${block.type} ${block.id} failed, the browser will load it`, error);
      }
    }),
  );

  return {
    status: statusOf(page),
    page,
    inlined: { page, menus, menusFor, notice, proposals, blocks: inlinedBlocks, manifest },
    prerendered,
    redirect: redirected(),
    complete: leftOut === 0,
  };
}
