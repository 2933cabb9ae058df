import type { PageState } from './page-model';
import type { MenusFor, SiteMenus } from '../menus/menus-model';
import type { BlockOwner } from '../federation/block-table';
import type { RemoteManifest } from '../federation/remote-manifest';
import type { SiteNotice } from '../notice/notice-model';
import type { SpecialProposal } from '../notifications/notifications-model';

/** What the server inlines in the HTML for the browser to hydrate from, without fetching again. */
export interface InlinedPage {
  page: PageState;
  menus: SiteMenus;
  menusFor: MenusFor;
  /** The site notice, rendered with the page so that it does not push the page down later. */
  notice: SiteNotice | null;
  /** The request carried the notice-closed cookie: the notice was left out, and stays out on hydration. */
  noticeClosed: boolean;
  /** The bell's special proposals: it opens them before hydration and without script. */
  proposals: SpecialProposal[];
  /**
   * Blocks rendered on the server: their owner (to load the same component) and loader data, and
   * whether the block is static (its server HTML is all of it: the browser loads no code for it).
   */
  blocks: Record<string, { owner: BlockOwner; data: unknown; static?: true }>;
  /** remotes.json as the server read it: the browser hydrates with the same remote versions. */
  manifest: RemoteManifest;
}

export const INLINED_PAGE_ELEMENT_ID = 'bank-page-data';

/** JSON safe inside a <script type="application/json">: no "</script>" or comment can close it early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The inlined page but its blocks, left open for them: the same for every visitor of the page, serialised once
 * (render-page.tsx). `serializeInlinedBlocks` closes it.
 */
export function serializeInlinedPageOpen(shared: Omit<InlinedPage, 'blocks'>): string {
  return scriptSafeJson(shared).slice(0, -1);
}

/** The rest of the inlined page after its open part: this request's blocks. */
export function serializeInlinedBlocks(blocks: InlinedPage['blocks']): string {
  return `,"blocks":${scriptSafeJson(blocks)}}`;
}

export function readInlinedPage(document: Document): InlinedPage | null {
  const element = document.getElementById(INLINED_PAGE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as InlinedPage;
  } catch (error) {
    console.error('inlined page data is unreadable; rendering in the browser', error);
    return null;
  }
}
