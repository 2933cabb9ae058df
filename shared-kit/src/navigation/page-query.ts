/**
 * The query of the page's address (`/uk/blog?tag=…&page=2`), one value per name. Server and browser read
 * it from the same URL, so a list, filter, tab or pager that keeps its state there renders the same on both.
 */
export type PageQuery = Readonly<Record<string, string>>;

/** The first value of each name in a `?a=1&b=2` string; names without a value are left out. */
export function pageQueryOf(search: string): PageQuery {
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (value && !(name in query)) query[name] = value;
  }
  return query;
}

/** The query with one name set, or removed when the value is empty. */
export function withQueryValue(query: PageQuery, name: string, value: string | null): PageQuery {
  const rest = Object.fromEntries(Object.entries(query).filter(([other]) => other !== name));
  return value ? { ...rest, [name]: value } : rest;
}

/** A link to the path with this query: the path alone when the query is empty. */
export function pageQueryHref(path: string, query: PageQuery): string {
  const search = new URLSearchParams(Object.entries(query)).toString();
  return search ? `${path}?${search}` : path;
}
