import { languageOfPath } from '../site/language';
import { audienceOfPath } from '../site/audience';
import { pageQueryOf } from '../navigation/page-query';
import type { BlockContext } from './block-types';

/** Where a block is shown, from the page's address: the same on the server and in the browser. */
export function blockContextOf(path: string, search = ''): BlockContext {
  return { language: languageOfPath(path), audience: audienceOfPath(path), path, query: pageQueryOf(search) };
}
