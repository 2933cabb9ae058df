import type { SiteLanguage } from '../site/language';
import type { Audience } from '../site/audience';
import { pageRange } from '../site/audience';
import type { ContentClient } from './content-client';
import type { CmsPage, MenuLink, RegionBlock } from './content-types';

// The reads every part of the site shares; a remote's own calls live in its src/api.
export const SITE_MENUS = [
  'main_menu',
  'main-business',
  'header-menu',
  'footer',
  'footer_bottom',
  'social',
  'social-share',
  'quickly-pay',
  'order-quickly',
  'oplata-chastynamy',
] as const;
export type SiteMenu = (typeof SITE_MENUS)[number];

export function readMenu(client: ContentClient, language: SiteLanguage, menu: SiteMenu): Promise<MenuLink[]> {
  return client.get<MenuLink[]>(language, `/entity/menu/${menu}/tree`);
}

/** The whole page for a site path (without the language), with its blocks. */
export function readPage(client: ContentClient, language: SiteLanguage, path: string, audience: Audience): Promise<CmsPage> {
  const url = encodeURIComponent(`/${language}${path === '/' ? '' : path}`);
  return client.get<CmsPage>(language, `/jsonapi/wise/requestssr?url=${url}&range=${pageRange(audience)}`, { allowNotFound: true, requireJson: true });
}

export function readRegionBlocks(client: ContentClient, language: SiteLanguage, region: string): Promise<{ data: RegionBlock[] }> {
  return client.get(language, `/jsonapi/block/block?filter[region][value]=${encodeURIComponent(region)}`);
}

export function readBlockContent<T>(client: ContentClient, language: SiteLanguage, type: string, id?: string): Promise<T> {
  return client.get<T>(language, `/jsonapi/block_content/${type}${id ? `/${id}` : ''}`);
}

export function readNodes<T>(client: ContentClient, language: SiteLanguage, type: string, query = ''): Promise<T> {
  return client.get<T>(language, `/jsonapi/node/${type}${query ? `?${query}` : ''}`);
}
