// Content-list types of the spec (section 2.7), plus the expert cards the experts block lists.
const LIST_KINDS = [
  'bank_history',
  'decision',
  'info_for_shareholders',
  'bank_awards',
  'news',
  'tenders',
  'leadership',
  'career',
  'blog',
  'press_service',
  'faq',
  'products',
  'finance_reports',
  'normative_docs',
  'registered_orders',
  'article',
  'ownership_structure',
  'guarantees',
  'partners',
  'experts',
] as const;

export type ListKind = (typeof LIST_KINDS)[number];

/** An unknown type falls back to the leadership list (spec 2.7). */
export function listKind(type: unknown): ListKind {
  return (LIST_KINDS as readonly unknown[]).includes(type) ? (type as ListKind) : 'leadership';
}

/** finance_reports are filtered by the year they report on, not by their creation date. */
export function yearFieldOf(kind: ListKind): string | undefined {
  return kind === 'finance_reports' ? 'field_reports_year' : undefined;
}

/** Lists the bank orders by hand (a weight on each item); the others are newest first. */
const WEIGHTED_KINDS: readonly ListKind[] = ['bank_history', 'leadership', 'products'];

/**
 * The JSON:API sort the list asks for: a weighted list is ordered by the server before it is paged,
 * since sorting one page by weight cannot bring the lightest items of later pages forward.
 */
export function listSortOf(kind: ListKind): string | undefined {
  return WEIGHTED_KINDS.includes(kind) ? 'weight,-created' : undefined;
}
