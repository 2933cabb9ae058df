import type { SearchHit } from '../rules/search-hit';

/** A row of wise/search or wise/search-product as the content system delivers it. */
interface SearchRow {
  title?: unknown;
  field_path?: unknown;
  field_for_the?: unknown;
  field_description?: unknown;
}

function audienceId(value: unknown): number | null {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/**
 * The hits of a search answer. The answer is a list of rows; anything else (the empty object of a
 * 404 the content client already redirected, an unreadable body) is no hits. A row without a title
 * or a site path cannot be shown as a link and is left out.
 */
export function searchHits(answer: unknown): SearchHit[] {
  if (!Array.isArray(answer)) return [];
  return (answer as SearchRow[]).flatMap((row) => {
    if (!row || typeof row.title !== 'string' || !row.title.trim()) return [];
    if (typeof row.field_path !== 'string' || !row.field_path.startsWith('/')) return [];
    const description = typeof row.field_description === 'string' && row.field_description.trim() ? row.field_description : null;
    return [{ title: row.title, path: row.field_path, audienceId: audienceId(row.field_for_the), description }];
  });
}
