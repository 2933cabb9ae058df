// Content-list types of the spec (section 2.7), plus the expert cards the experts block lists.
export const LIST_KINDS = [
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
