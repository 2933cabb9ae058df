import { isSafeLinkUrl } from '@bank/shared-kit';
/** How a product card's link behaves (spec 3.6): another site, a page of this site, or a place on this page. */
export type ProductLink =
  { kind: 'external'; title: string; href: string } | { kind: 'internal'; title: string; href: string } | { kind: 'anchor'; title: string; href: string };

interface DescriptionPair {
  first: string;
  second: string;
}

export interface ProductCard {
  id: string;
  title: string;
  subtitle: string | null;
  action: string | null;
  description: DescriptionPair[];
  canCompare: boolean;
  tags: string[];
  list: string[];
  link: ProductLink | null;
}

interface ProductAttributes {
  title?: string;
  field_title?: string;
  field_sub_title?: string | null;
  field_action?: string | null;
  field_description?: Array<{ first?: string; second?: string }>;
  field_add_comparison?: boolean;
  field_tags?: string[];
  field_list?: string[];
  field_link?: { uri?: string; title?: string; options?: { type?: string; alias?: string; anchor?: string } } | null;
}

/** The link of a product card by its options type; internal aliases get the page's language. */
export function productLink(raw: ProductAttributes['field_link'], language: string): ProductLink | null {
  if (!raw?.uri) return null;
  const title = raw.title ?? '';
  const type = raw.options?.type;
  if (type === 'anchor') return { kind: 'anchor', title, href: `#${raw.options?.anchor ?? raw.uri.replace(/^#/, '')}` };
  if (type === 'internal') {
    const alias = raw.options?.alias ?? raw.uri.replace(/^internal:/, '');
    return { kind: 'internal', title, href: `/${language}${alias}` };
  }
  return isSafeLinkUrl(raw.uri) ? { kind: 'external', title, href: raw.uri } : null;
}

export function toProductCard(id: string, raw: Record<string, unknown>, language = 'uk'): ProductCard {
  const attributes = raw as ProductAttributes;
  const languageOfAlias = /^\/(uk|ru)\//.exec(String((raw.path as { alias?: string } | undefined)?.alias ?? ''))?.[1] ?? language;
  return {
    id,
    title: attributes.field_title ?? attributes.title ?? '',
    subtitle: attributes.field_sub_title ?? null,
    action: attributes.field_action ?? null,
    description: (attributes.field_description ?? []).map((pair) => ({ first: pair.first ?? '', second: pair.second ?? '' })),
    canCompare: Boolean(attributes.field_add_comparison),
    tags: attributes.field_tags ?? [],
    list: attributes.field_list ?? [],
    link: productLink(attributes.field_link, languageOfAlias),
  };
}
