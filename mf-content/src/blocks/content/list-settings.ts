import { PAGE_SIZE_DEFAULT, type CmsBlock, type ListingFilterField } from '@bank/shared-kit';
import { listKind, type ListKind } from './list-kinds';
import { categoryField, visitorFilters, type VisitorFilter } from './list-filters';

/** How a content block lists its nodes, from its CMS fields. */
export interface ListSettings {
  kind: ListKind;
  title: string | null;
  viewMode: string;
  size: number;
  quantity: number;
  paged: boolean;
  yearFilter: boolean;
  filters: Partial<Record<ListingFilterField, string>>;
  /** Filters the visitor chooses (category, city, position), beside those the block fixes. */
  visitorFilters: VisitorFilter[];
  /** Articles of one expert (user id): the expert blog block. */
  author: string | null;
  /** Slides on desktop and autoplay delay, when the list is a carousel (products) or slider (blog block_2). */
  carousel: { slides: number; autoplayMs: number | null } | null;
}

const CAROUSEL_VIEW_MODES = ['carousel', 'block_2'];

interface ContentBlockAttributes {
  field_type?: string;
  field_block_title?: string;
  field_view_mode?: string;
  field_items_on_page?: number | string;
  field_qty?: number | string;
  field_pagination?: boolean;
  field_year_filter?: boolean;
  field_category?: string;
  field_city?: string;
  field_position?: string;
  field_section?: string;
  field_author?: string;
  field_slides?: number | string;
  field_autoplay_speed?: number | string;
}

const positive = (value: unknown): number | null => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

export function listSettings(block: CmsBlock): ListSettings {
  const attributes = block.attributes as ContentBlockAttributes;
  const kind = listKind(attributes.field_type);
  const filters: ListSettings['filters'] = {};
  if (attributes.field_category) filters[categoryField(kind)] = attributes.field_category;
  if (attributes.field_city) filters['field_city.id'] = attributes.field_city;
  if (attributes.field_position) filters['field_position.id'] = attributes.field_position;
  if (attributes.field_section) filters['field_section.id'] = attributes.field_section;
  const carousel = CAROUSEL_VIEW_MODES.includes(attributes.field_view_mode ?? '');
  const author = attributes.field_author ?? null;
  return {
    kind,
    title: attributes.field_block_title ?? null,
    viewMode: attributes.field_view_mode || 'teaser',
    size: positive(attributes.field_items_on_page) ?? PAGE_SIZE_DEFAULT,
    quantity: positive(attributes.field_qty) ?? 0,
    paged: Boolean(attributes.field_pagination),
    yearFilter: Boolean(attributes.field_year_filter),
    filters,
    // A slider and an expert's own articles are teasers: they offer no filters.
    visitorFilters: carousel || author ? [] : visitorFilters(kind, filters),
    author,
    carousel: carousel ? { slides: positive(attributes.field_slides) ?? 3, autoplayMs: positive(attributes.field_autoplay_speed) } : null,
  };
}
