import { readMenu, type BlockContext, type CmsBlock, type ContentClient, type MenuLink } from '@bank/shared-kit';
import { readTerms, readViewMode, readYears } from '../../api/content-nodes';
import { filterYears, sortByWeight } from './list-rules';
import type { FilterChoice } from './list-filters';
import { readListPage, type ListPage } from './list-page';
import { listRequestOf } from './list-request';
import { listSettings, type ListSettings } from './list-settings';

export interface ContentListData {
  settings: ListSettings;
  /** The fields the chosen view mode shows (title, created, image, summary, body). */
  fields: string[];
  years: number[];
  /** The visitor's filters with their terms; a filter without terms is not offered. */
  filterChoices: FilterChoice[];
  /** The items the page's address asks for (its page, tag, year, filters). */
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

async function filterChoicesFor(client: ContentClient, context: BlockContext, settings: ListSettings): Promise<FilterChoice[]> {
  const choices = await Promise.all(
    settings.visitorFilters.map(async (filter) => {
      const answer = await readTerms(client, context.language, filter.vocabulary).catch(() => ({ data: [] }));
      const terms = sortByWeight((answer.data ?? []).map((term) => ({ id: term.id, name: term.attributes.name, weight: term.attributes.weight })));
      return { ...filter, terms: terms.map(({ id, name }) => ({ id, name })) };
    }),
  );
  return choices.filter((choice) => choice.terms.length > 0);
}

export async function loadContentList(block: CmsBlock, context: BlockContext, client: ContentClient): Promise<ContentListData> {
  const settings = listSettings(block);
  const [display, years, filterChoices, shareLinks] = await Promise.all([
    readViewMode(client, context.language, settings.kind, settings.viewMode).catch(() => null),
    yearsFor(client, context, settings),
    filterChoicesFor(client, context, settings),
    settings.author ? readMenu(client, context.language, 'social-share').catch(() => []) : Promise.resolve([]),
  ]);
  const first = await readListPage(client, context.language, settings, listRequestOf(settings, context.query ?? {}, filterChoices, years));
  return { settings, fields: display?.fields ?? DEFAULT_FIELDS, years, filterChoices, first, shareLinks };
}
