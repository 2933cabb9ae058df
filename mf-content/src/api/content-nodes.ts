import { readNodes, type ContentClient, type SiteLanguage } from '@bank/shared-kit';
import type { JsonApiList, JsonApiOne } from './json-api';

/** Which fields a list shows in a view mode (entity-view-mode of the content system). */
export interface ViewModeDisplay {
  label: string;
  fields: string[];
}

export function readNodeListing(client: ContentClient, language: SiteLanguage, type: string, query: string): Promise<JsonApiList> {
  return readNodes<JsonApiList>(client, language, type, query);
}

export async function readViewMode(client: ContentClient, language: SiteLanguage, type: string, mode: string): Promise<ViewModeDisplay | null> {
  const answer = await client.get<JsonApiOne<ViewModeDisplay>>(language, `/jsonapi/entity-view-mode/node/${type}/${mode}`, { allowNotFound: true });
  return answer.data?.attributes ?? null;
}

export async function readYears(client: ContentClient, language: SiteLanguage, type: string): Promise<string[]> {
  const answer = await client.get<unknown>(language, `/jsonapi/years/${type}/list`);
  return Array.isArray(answer) ? answer.map(String) : [];
}

export function readTerms(client: ContentClient, language: SiteLanguage, vocabulary: string): Promise<JsonApiList<{ name: string; weight?: number }>> {
  return client.get(language, `/jsonapi/taxonomy_term/${vocabulary}`);
}

export function readParagraph<Attributes>(client: ContentClient, language: SiteLanguage, type: string, id: string): Promise<JsonApiOne<Attributes>> {
  return client.get(language, `/jsonapi/paragraph/${type}/${id}`);
}
