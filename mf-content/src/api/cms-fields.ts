import { isSafeImageUrl, isSafeLinkUrl } from '@bank/shared-kit';
// Readers for the shapes CMS block fields arrive in; blocks' loaders turn attributes into props with them.

export interface CmsImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface CmsLink {
  href: string;
  title: string;
  /** anchor (a place on this page), internal (a page of this site) or external (another site). */
  kind: 'anchor' | 'internal' | 'external';
}

export interface CmsListItem {
  title: string;
  html: string;
  popupHtml: string;
  image: CmsImage | null;
  link: CmsLink | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function textField(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** Rich text arrives as a string or as { processed, value }. */
export function htmlField(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isRecord(value)) return String(value.processed ?? value.value ?? '');
  return '';
}

/** What most blocks open with: their heading and the rich text under it. */
export interface BlockHeading {
  title: string | null;
  html: string;
}

/** A block's heading (field_block_title) and its rich text, from `body` unless the block type keeps it elsewhere. */
export function headingFields(attributes: Record<string, unknown>, textFieldName = 'body'): BlockHeading {
  return { title: textField(attributes.field_block_title), html: htmlField(attributes[textFieldName]) };
}

/** The entries of a CMS list field (paragraphs, pairs) that are objects; anything else is dropped. */
export function recordsField(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

export interface CmsFile {
  name: string;
  url: string;
}

/** Attached documents arrive as [{ filename, url }]; one without a URL cannot be offered. */
export function filesField(value: unknown): CmsFile[] {
  return recordsField(value)
    .filter((file) => typeof file.url === 'string' && file.url)
    .map((file) => ({ name: textField(file.filename) ?? String(file.url), url: String(file.url) }));
}

/** A CMS on/off field: a boolean, or 1/'1'/'true' as some exports send it. */
export function flagField(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

export function imageField(value: unknown): CmsImage | null {
  if (!isRecord(value) || typeof value.url !== 'string' || !isSafeImageUrl(value.url)) return null;
  const meta = isRecord(value.meta) ? value.meta : {};
  return {
    url: value.url,
    alt: typeof meta.alt === 'string' ? meta.alt : '',
    width: typeof value.width === 'number' ? value.width : undefined,
    height: typeof value.height === 'number' ? value.height : undefined,
  };
}

export function linkField(value: unknown, language: string): CmsLink | null {
  if (!isRecord(value) || typeof value.uri !== 'string') return null;
  const options = isRecord(value.options) ? value.options : {};
  const title = typeof value.title === 'string' ? value.title : value.uri;
  if (options.type === 'anchor' || value.uri.startsWith('#')) return { kind: 'anchor', title, href: value.uri.startsWith('#') ? value.uri : `#${value.uri}` };
  if (value.uri.startsWith('internal:') || value.uri.startsWith('/')) {
    const alias = value.uri.replace(/^internal:/, '');
    return { kind: 'internal', title, href: /^\/(uk|ru)(\/|$)/.test(alias) ? alias : `/${language}${alias}` };
  }
  // Drupal's internal: is read above; any other scheme that could run code is no link at all.
  return isSafeLinkUrl(value.uri) ? { kind: 'external', title, href: value.uri } : null;
}

export function listField(value: unknown, language: string): CmsListItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((item) => ({
    title: textField(item.field_title) ?? '',
    html: htmlField(item.field_description),
    popupHtml: htmlField(item.field_pop_up),
    image: imageField(item.field_picture),
    link: linkField(item.field_link, language),
  }));
}
