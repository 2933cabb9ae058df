import { readMenu, type BlockContext, type CmsBlock, type ContentClient, type MenuLink } from '@bank/shared-kit';
import { readViewMode, readYears } from '../../api/content-nodes';
import { filterYears } from './list-rules';
import { readListPage, type ListPage } from './list-page';
import { listSettings, type ListSettings } from './list-settings';

export interface ContentListData {
  settings: ListSettings;
  /** The fields the chosen view mode shows (title, created, image, summary, body). */
  fields: string[];
  years: number[];
  first: ListPage;
  /** The share row of an expert blog block (social-share menu). */
  shareLinks: MenuLink[];
}

const DEFAULT_FIELDS = ['title', 'created', 'image', 'summary'];

async function yearsFor(client: ContentClient, context: BlockContext, settings: ListSettings): Promise<number[]> {
  if (!settings.yearFilter) return [];
  const fromServer = await readYears(client, context.language, settings.kind).catch(() => []);
  return filterYears(fromServer, new Date().getFullYear());
}

export async function loadContentList(block: CmsBlock, context: BlockContext, client: ContentClient): Promise<ContentListData> {
  const settings = listSettings(block);
  const [display, years, shareLinks] = await Promise.all([
    readViewMode(client, context.language, settings.kind, settings.viewMode).catch(() => null),
    yearsFor(client, context, settings),
    settings.author ? readMenu(client, context.language, 'social-share').catch(() => []) : Promise.resolve([]),
  ]);
  // The first year of the filter is selected on arrival.
  const first = await readListPage(client, context.language, settings, { page: 0, tag: null, year: years[0] ?? null });
  return { settings, fields: display?.fields ?? DEFAULT_FIELDS, years, first, shareLinks };
}
