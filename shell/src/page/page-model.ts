import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  audienceOfPath,
  languageOfPath,
  pathWithoutLanguage,
  readPage,
  siteContentClient,
  type CmsPage,
} from '@bank/shared-kit';

export type PageState =
  | { status: 'loading'; path: string }
  | { status: 'ready'; path: string; page: CmsPage }
  | { status: 'not-found'; path: string }
  | { status: 'failed'; path: string };

export const pageOpened = createEvent<string>();

export const loadPageFx = createEffect(async (path: string) => {
  const language = languageOfPath(path);
  const page = await readPage(siteContentClient(), language, pathWithoutLanguage(path), audienceOfPath(path));
  return { path, page };
});

export const $page = createStore<PageState>({ status: 'loading', path: '' })
  .on(pageOpened, (_, path) => ({ status: 'loading', path }))
  .on(loadPageFx.doneData, (state, { path, page }) => {
    // A slower answer for a page the visitor already left must not replace the current one.
    if (path !== state.path) return state;
    return page.data ? { status: 'ready', path, page } : { status: 'not-found', path };
  })
  .on(loadPageFx.fail, (state, { params, error }) => {
    if (params !== state.path) return state;
    console.error(`page ${params} failed to load`, error);
    return { status: 'failed', path: params };
  });

sample({ clock: pageOpened, target: loadPageFx });
