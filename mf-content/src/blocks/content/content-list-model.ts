import { createEffect, createEvent, createStore, sample } from 'effector';
import { siteContentClient, type SiteLanguage } from '@bank/shared-kit';
import { readListPage, sameRequest, type ListPage, type ListRequest } from './list-page';
import type { ListSettings } from './list-settings';

/**
 * The state of one content list on the page. A page may carry several lists, so each block
 * instance gets its own model; the first page comes from the block's loader.
 */
export function createContentListModel(settings: ListSettings, language: SiteLanguage, first: ListPage) {
  const requested = createEvent<ListRequest>();
  const readPageFx = createEffect((request: ListRequest) => readListPage(siteContentClient(), language, settings, request));

  const $request = createStore<ListRequest>(first.request).on(requested, (_, request) => request);
  const $page = createStore<ListPage>(first);
  const $failed = createStore(false)
    .on(readPageFx, () => false)
    .on(readPageFx.fail, () => true);

  sample({
    clock: requested,
    source: $page,
    filter: (shown, request) => !sameRequest(request, shown.request),
    fn: (_, request) => request,
    target: readPageFx,
  });
  // Only the answer to the latest request is shown: a slow earlier answer must not overwrite it.
  sample({
    clock: readPageFx.doneData,
    source: $request,
    filter: (current, page) => sameRequest(current, page.request),
    fn: (_, page) => page,
    target: $page,
  });
  readPageFx.failData.watch((error) => console.error('content list: page load failed', error));

  return { requested, $request, $page, $failed, $loading: readPageFx.pending };
}
