import { createEffect, createEvent, createStore, sample } from 'effector';
import { audienceOfPath, languageOfPath, pathWithoutLanguage, readPage, siteContentClient, type CmsPage, type ContentClient } from '@bank/shared-kit';

export type PageState =
  | { status: 'loading'; path: string }
  | { status: 'ready'; path: string; page: CmsPage }
  | { status: 'not-found'; path: string }
  | { status: 'failed'; path: string };

export const pageOpened = createEvent<string>();
/** The page the server rendered, inlined in the HTML: the browser starts from it, without fetching it again. */
export const pageHydrated = createEvent<PageState>();

/** The page at a site path, through whichever content client the caller has (browser or server). */
export function fetchPage(client: ContentClient, path: string): Promise<CmsPage> {
  return readPage(client, languageOfPath(path), pathWithoutLanguage(path), audienceOfPath(path));
}

/** What a fetched page means for the visitor: the page, or not found. */
export function pageStateOf(path: string, page: CmsPage): PageState {
  return page.data ? { status: 'ready', path, page } : { status: 'not-found', path };
}

const loadPageFx = createEffect(async (path: string) => ({ path, page: await fetchPage(siteContentClient(), path) }));

export const $page = createStore<PageState>({ status: 'loading', path: '' })
  .on(pageHydrated, (_, state) => state)
  .on(pageOpened, (_, path) => ({ status: 'loading', path }))
  .on(loadPageFx.doneData, (state, { path, page }) => {
    // A slower answer for a page the visitor already left must not replace the current one.
    if (path !== state.path) return state;
    return pageStateOf(path, page);
  })
  .on(loadPageFx.fail, (state, { params, error }) => {
    if (params !== state.path) return state;
    console.error(`page ${params} failed to load`, error);
    return { status: 'failed', path: params };
  });

sample({ clock: pageOpened, target: loadPageFx });
