import { listingQuery, type ContentClient, type ListingFilterField, type SiteLanguage } from '@bank/shared-kit';
import { readNodeListing } from '../../api/content-nodes';
import { readExperts, socialLinksOf } from '../../api/experts';
import { toListItem, type ListItem } from './list-item';
import { cutToQuantity, sortByWeight } from './list-rules';
import { listSortOf, yearFieldOf } from './list-kinds';
import type { ListSettings } from './list-settings';

/** What the visitor chose: a page (zero-based), a blog tag, a year, terms of the list's filters. */
export interface ListRequest {
  page: number;
  tag: string | null;
  year: number | null;
  chosen: Partial<Record<ListingFilterField, string>>;
}

export interface ListPage {
  request: ListRequest;
  items: ListItem[];
  count: number;
}

export function sameRequest(a: ListRequest, b: ListRequest): boolean {
  const fields = new Set([...Object.keys(a.chosen), ...Object.keys(b.chosen)] as ListingFilterField[]);
  return a.page === b.page && a.tag === b.tag && a.year === b.year && [...fields].every((field) => a.chosen[field] === b.chosen[field]);
}

function query(settings: ListSettings, language: SiteLanguage, request: ListRequest): string {
  const filters = { ...settings.filters, ...request.chosen, ...(request.tag ? { 'field_tags.name': request.tag } : {}) };
  const size = settings.quantity || settings.size;
  const base = listingQuery({
    language,
    size,
    page: request.page,
    filters,
    year: request.year ?? undefined,
    yearField: yearFieldOf(settings.kind),
    sort: listSortOf(settings.kind),
  });
  return settings.author ? `${base}&${encodeURIComponent('filter[uid.id]')}=${encodeURIComponent(settings.author)}` : base;
}

async function readExpertItems(client: ContentClient, language: SiteLanguage): Promise<ListItem[]> {
  const answer = await readExperts(client, language);
  return (answer.data ?? []).map((expert) => ({
    ...toListItem({ ...expert, attributes: { title: expert.attributes.display_name, path: expert.attributes.path } }, [], language),
    html: expert.attributes.field_dosvid_roboty ?? '',
    image: expert.attributes.user_picture ? { url: expert.attributes.user_picture.url, alt: expert.attributes.display_name, width: 240, height: 240 } : null,
    socials: socialLinksOf(expert.attributes),
  }));
}

/** One page of a content list, sorted and cut by the list's rules. */
export async function readListPage(client: ContentClient, language: SiteLanguage, settings: ListSettings, request: ListRequest): Promise<ListPage> {
  if (settings.kind === 'experts') {
    const items = cutToQuantity(await readExpertItems(client, language), settings.quantity);
    return { request, items, count: items.length };
  }
  const answer = await readNodeListing(client, language, settings.kind, query(settings, language, request));
  const items = (answer.data ?? []).map((resource) => toListItem(resource, answer.included ?? [], language));
  return {
    request,
    items: cutToQuantity(sortByWeight(items), settings.quantity),
    count: Number(answer.meta?.count ?? items.length),
  };
}
