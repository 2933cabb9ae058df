import type { CmsBlock } from '../block/block-types';

/** A menu link as the content system's menu tree delivers it. */
export interface MenuLink {
  title: string;
  url: string;
  description?: string | null;
  weight: number;
  expanded: boolean;
  has_children: boolean;
  options?: { attributes?: { class?: string[] }; external?: boolean };
  subtree: MenuLink[];
}

export interface Breadcrumb {
  title: string;
  url: string | null;
}

/** The answer of wise/requestssr: one page with everything needed to render it. */
export interface CmsPage {
  data?: {
    type: string;
    id: string;
    attributes: {
      title: string;
      body?: { value: string; processed: string } | null;
      path: { alias: string };
      field_meta_description?: string;
    };
  };
  blocks?: CmsBlock[];
  breadcrumbs?: Breadcrumb[];
  /** The same page's alias in the other language, when it has one. */
  alternate?: Partial<Record<'uk' | 'ru', string>>;
}

export interface RegionBlock {
  id: string;
  attributes: {
    region: string;
    weight: number;
    settings: Record<string, unknown>;
    third_party_settings?: { block_class?: { classes?: string } };
  };
}
